// A company's games read a page at a time in the back office: the provider list carries only how many
// each company has; a page holds 50 by id, a search finds a part of the code or title in any case and
// takes % _ and \ as they are typed; only the platform's staff read it, and bad input is refused.

import { en } from '@bet/domain';
import {
  type CasinoCompanyGamesAnswer,
  type CasinoProvidersAnswer,
  COMPANY_GAMES_PAGE_SIZE,
  type ProviderSecretAnswer,
} from '@bet/domain/api/admin/casino-providers';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';

const SLOTS = Array.from({ length: 120 }, (_, i) => ({ gameCode: `slot-${i + 1}`, title: `Slot ${i + 1}` }));
/** Games whose code or title holds what LIKE reads as a wildcard, before the plain ones. */
const ODD = [
  { gameCode: 'Gold_Rush', title: 'Gold Rush' },
  { gameCode: 'gold-mine', title: '100% Gold' },
  { gameCode: 'back-1', title: 'Back\\Slash' },
];

describe.each(testDatabaseKinds)('a company’s games a page at a time (%s)', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let companyIds: { big: number; small: number; empty: number };

  const asAdmin = async <T>(name: string, body: Record<string, unknown>) => {
    const res = await post(name, body, accounts.adminA);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const gamesOf = (companyId: number, request: { search?: string; page?: number } = {}) =>
    asAdmin<CasinoCompanyGamesAnswer>('casinoCompanyGames', { companyId, ...request });
  const codesOf = async (search: string) =>
    (await gamesOf(companyIds.big, { search })).rows.map((g) => g.gameCode);

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    const { secret } = await asAdmin<ProviderSecretAnswer>('addCasinoProvider', {
      code: 'aggregator',
      name: 'Aggregator',
      launchUrl: 'https://agg.example/{token}',
    });
    const addCompany = async (name: string) => {
      const answer = await asAdmin<CasinoProvidersAnswer>('addCasinoCompany', {
        providerId: secret?.providerId,
        name,
        topServiceId: 5,
      });
      const company = answer.providers.flatMap((p) => p.companies).find((c) => c.name === name);
      if (!company) throw new Error(`no company ${name}`);
      return company.id;
    };
    companyIds = {
      big: await addCompany('Big'),
      small: await addCompany('Small'),
      empty: await addCompany('Empty'),
    };
    await asAdmin('addCasinoGames', { companyId: companyIds.big, games: [...ODD, ...SLOTS] });
    await asAdmin('addCasinoGames', {
      companyId: companyIds.small,
      games: [{ gameCode: 'gold-other', title: 'Gold Other' }],
    });
  });

  it('lists each company with its game count, not its games', async () => {
    const { providers } = await asAdmin<CasinoProvidersAnswer>('casinoProviders', {});
    const companies = providers.find((p) => p.code === 'aggregator')?.companies ?? [];
    expect(companies).toEqual([
      { id: companyIds.big, name: 'Big', topServiceId: 5, limitText: '', gameCount: 123 },
      { id: companyIds.small, name: 'Small', topServiceId: 5, limitText: '', gameCount: 1 },
      { id: companyIds.empty, name: 'Empty', topServiceId: 5, limitText: '', gameCount: 0 },
    ]);
  });

  it('pages the games by id, each once, with the total on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => gamesOf(companyIds.big, { page })));
    expect(pages.map((p) => [p.rows.length, p.total])).toEqual([
      [COMPANY_GAMES_PAGE_SIZE, 123],
      [COMPANY_GAMES_PAGE_SIZE, 123],
      [23, 123],
      [0, 123],
    ]);
    const ids = pages.flatMap((p) => p.rows.map((g) => g.id));
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    expect(pages[0]?.rows[0]).toEqual({ id: ids[0], gameCode: 'Gold_Rush', title: 'Gold Rush', iframe: 0 });
    expect(pages[2]?.rows.at(-1)?.gameCode).toBe('slot-120');
    // No page at all is the default, the first.
    expect(await gamesOf(companyIds.big)).toEqual(pages[0]);
    expect(await gamesOf(companyIds.empty)).toEqual({ status: true, rows: [], total: 0 });
  });

  it('finds a part of the code or title in any case, within the company only', async () => {
    expect(await codesOf('GOLD')).toEqual(['Gold_Rush', 'gold-mine']);
    expect(await codesOf('  rush ')).toEqual(['Gold_Rush']);
    expect(await codesOf('MINE')).toEqual(['gold-mine']);
    const slots = await gamesOf(companyIds.big, { search: 'sLoT', page: 3 });
    expect(slots.total).toBe(120);
    expect(slots.rows.map((g) => g.gameCode)).toEqual(SLOTS.slice(100).map((g) => g.gameCode));
    expect((await gamesOf(companyIds.big, { search: 'Slot 11' })).total).toBe(11);
    expect(await gamesOf(companyIds.big, { search: 'nothing like it' })).toEqual({
      status: true,
      rows: [],
      total: 0,
    });
  });

  it('takes %, _ and \\ in a search as the characters they are', async () => {
    expect(await codesOf('%')).toEqual(['gold-mine']);
    expect(await codesOf('0% g')).toEqual(['gold-mine']);
    expect(await codesOf('1%')).toEqual([]);
    expect(await codesOf('_')).toEqual(['Gold_Rush']);
    // As a wildcard "t_1" would find Slot 1, Slot 10, ...
    expect(await codesOf('t_1')).toEqual([]);
    expect(await codesOf('\\')).toEqual(['back-1']);
    expect(await codesOf('k\\s')).toEqual(['back-1']);
  });

  it('answers only the platform site’s staff who manage the casino', async () => {
    for (const name of NAMES) {
      const res = await post('casinoCompanyGames', { companyId: companyIds.small }, accounts[name]);
      // adminB manages the casino of its own site, but the catalogue is every site's.
      expect(res.statusCode, name).toBe(name === 'adminA' ? 200 : 403);
      if (name !== 'adminA') expect(res.body, name).not.toContain('gold-other');
    }
    expect((await post('casinoCompanyGames', { companyId: companyIds.small })).statusCode).toBe(401);
  });

  it('refuses bad input with its reason', async () => {
    const invalid = (field: string) => en.invalidInput.replace('{field}', field);
    const big = companyIds.big;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ companyId: 999_999 }, 404, en.notFound],
      [{ companyId: 0 }, 400, invalid('companyId')],
      [{}, 400, invalid('companyId')],
      [{ companyId: big, page: 0 }, 400, invalid('page')],
      [{ companyId: big, page: -1 }, 400, invalid('page')],
      [{ companyId: big, page: 1.5 }, 400, invalid('page')],
      [{ companyId: big, page: 1_000_001 }, 400, invalid('page')],
      [{ companyId: big, page: '2' }, 400, invalid('page')],
      [{ companyId: big, search: 'x'.repeat(101) }, 400, invalid('search')],
      [{ companyId: big, search: 'a\u0000b' }, 400, invalid('search')],
      [{ companyId: big, pageSize: 500 }, 400, en.unknownField.replace('{field}', 'pageSize')],
    ];
    for (const [body, status, msg] of cases) {
      const res = await post('casinoCompanyGames', { ...body, lang: 'en' }, accounts.adminA);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<{ msg: string }>().msg, JSON.stringify(body)).toBe(msg);
    }
  });
});
