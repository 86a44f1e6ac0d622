// Plugging an outside provider into the wallet from the back office: only the platform's staff
// register one; its secret is shown once and signs its calls; a rotated secret retires the old one
// at once; its games join the catalogue, a site lists one, and a player's launch reaches the
// provider with a token its signed wallet calls are accepted on. Bad input changes nothing.

import { en } from '@bet/domain';
import type { CasinoCatalogueAnswer, CasinoListingGamesAnswer } from '@bet/domain/api/admin/casino';
import type {
  AddCasinoGamesAnswer,
  CasinoCompanyGamesAnswer,
  CasinoProvidersAnswer,
  ProviderSecretAnswer,
} from '@bet/domain/api/admin/casino-providers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/sql-values.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { casinoCall, signedInPlayer, tokenOf, walletCall } from '../catalogue/test-catalogue.ts';
import { issueLaunchToken } from '../launch-tokens.ts';
import type { Provider } from '../providers.ts';
import { playerLedger } from '../test-wallet.ts';

const LAUNCH = 'https://games.example/launch?game={game}&token={token}&lang={lang}';

describe('outside game providers in the back office', () => {
  const t = useTestApp('pglite');
  let accounts: Record<(typeof NAMES)[number], Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const asAdmin = async <T>(name: string, body: Record<string, unknown>, status = 200) => {
    const res = await post(name, body, accounts.adminA);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const register = (code: string) =>
    asAdmin<ProviderSecretAnswer>('addCasinoProvider', { code, name: `${code} games`, launchUrl: LAUNCH });
  const providerOf = (answer: CasinoProvidersAnswer, code: string) => {
    const found = answer.providers.find((p) => p.code === code);
    if (!found) throw new Error(`no provider ${code}`);
    return found;
  };
  const gamesOf = async (companyId: number) =>
    (await asAdmin<CasinoCompanyGamesAnswer>('casinoCompanyGames', { companyId })).rows;
  const balanceWith = async (provider: Provider, token: string) =>
    (await walletCall(t, provider, token, 'balance')).status;

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('lets only the platform site’s admins reach the providers', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['casinoProviders', {}],
      ['updateCasinoProvider', { id: 1, name: 'X', launchUrl: LAUNCH }],
      ['rotateCasinoProviderSecret', { id: 1 }],
      ['addCasinoCompany', { providerId: 1, name: 'X', topServiceId: 5 }],
      ['addCasinoGames', { companyId: 1, games: [{ gameCode: 'x', title: 'X' }] }],
    ];
    for (const name of NAMES) {
      const add = await post(
        'addCasinoProvider',
        { code: `p-${name.toLowerCase()}`, name: 'X', launchUrl: LAUNCH },
        accounts[name],
      );
      expect(add.statusCode, name).toBe(name === 'adminA' ? 200 : 403);
      if (name === 'adminA') continue;
      for (const [call, body] of calls)
        expect((await post(call, body, accounts[name])).statusCode, call).toBe(403);
    }
    expect((await post('casinoProviders', {}, accounts.adminA)).statusCode).toBe(200);
    for (const [call, body] of calls) expect((await post(call, body)).statusCode, call).toBe(401);
    const codes = (await asAdmin<CasinoProvidersAnswer>('casinoProviders', {})).providers.map((p) => p.code);
    expect(codes.filter((c) => c.startsWith('p-'))).toEqual(['p-admina']);
  });

  it('registers a provider whose secret is answered once and signs its wallet calls', async () => {
    const answer = await register('acme');
    const acme = providerOf(answer, 'acme');
    expect(acme).toMatchObject({ name: 'acme games', launchUrl: LAUNCH, house: false, companies: [] });
    expect(answer.secret).toMatchObject({ providerId: acme.id, code: 'acme' });
    expect(answer.walletUrl).toMatch(/\/api\/casino\/wallet$/);
    const secret = answer.secret?.value ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(40);
    // Neither the list nor the audit log holds it again.
    const again = await post('casinoProviders', {}, accounts.adminA);
    expect(again.body).not.toContain(secret);
    const audit = rowsOf<{ action: string; after: unknown }>(
      await t.database.db.execute(
        sql`select action, after from audit_log where action like 'casino.provider%'`,
      ),
    );
    expect(audit.map((a) => a.action)).toContain('casino.providerAdd');
    expect(JSON.stringify(audit)).not.toContain(secret);
    // The house provider's secret never leaves the server.
    expect(providerOf(answer, 'house')).toMatchObject({ house: true });
  });

  it('adds a company and a game that a site lists, opens for a player, and whose wallet calls move money', async () => {
    const answer = await register('studio');
    const studio = providerOf(answer, 'studio');
    const secret = answer.secret?.value ?? '';
    const withCompany = await asAdmin<CasinoProvidersAnswer>('addCasinoCompany', {
      providerId: studio.id,
      name: 'Studio Slots',
      topServiceId: 5,
      limitText: '1 - 100',
    });
    const company = providerOf(withCompany, 'studio').companies[0];
    if (!company) throw new Error('no company');
    expect(company).toMatchObject({ name: 'Studio Slots', topServiceId: 5, gameCount: 0 });
    expect(company.id).toBeGreaterThanOrEqual(30_000_000);
    const withGame = await asAdmin<AddCasinoGamesAnswer>('addCasinoGames', {
      companyId: company.id,
      games: [{ gameCode: 'gold-rush', title: 'Gold Rush', overlay: false }],
    });
    expect(withGame).toMatchObject({ added: 1, existing: [] });
    expect(providerOf(withGame, 'studio').companies[0]?.gameCount).toBe(1);
    const [game] = await gamesOf(company.id);
    if (!game) throw new Error('no game');
    expect(game).toMatchObject({ gameCode: 'gold-rush', title: 'Gold Rush', iframe: 0 });

    // Unlisted everywhere until a site's admin lists it.
    const catalogue = await asAdmin<CasinoCatalogueAnswer>('casinoCatalogue', {});
    const listed = catalogue.companies.find((c) => c.id === company.id);
    expect(listed).toMatchObject({ enabled: false, gameCount: 1, listedCount: 0 });
    const games = await asAdmin<CasinoListingGamesAnswer>('casinoListingGames', { companyId: company.id });
    expect(games.rows).toMatchObject([{ id: game.id, enabled: false }]);
    const { player, cookie } = await signedInPlayer(t, { credit: 50_000 });
    const open = async () =>
      (await casinoCall(t.app, 'opencas', { serviceId: game.id, lang: 'en' }, { cookie })).body as {
        status: boolean;
        msg: string;
        content: { gameurl: string; iframe: number };
      };
    expect((await open()).status).toBe(false);
    await asAdmin('setCasinoListing', { target: 'company', id: company.id, enabled: true });
    await asAdmin('setCasinoListing', { target: 'game', id: game.id, enabled: true });

    const launch = await open();
    expect(launch.status, launch.msg).toBe(true);
    expect(launch.content.iframe).toBe(0);
    const url = new URL(launch.content.gameurl);
    expect(`${url.origin}${url.pathname}`).toBe('https://games.example/launch');
    expect(url.searchParams.get('game')).toBe('gold-rush');
    expect(url.searchParams.get('lang')).toBe('en');

    const provider: Provider = { id: studio.id, code: 'studio', secret, suspended: false };
    const token = tokenOf(launch.content.gameurl);
    expect(await walletCall(t, provider, token, 'balance')).toMatchObject({ status: 'OK', balance: 50_000 });
    expect(
      await walletCall(t, provider, token, 'bet', { transactionId: 'gr-1', roundId: 'r-1', amount: 2_500 }),
    ).toMatchObject({ status: 'OK', balance: 47_500 });
    expect(
      await walletCall(t, provider, token, 'win', {
        transactionId: 'gr-2',
        roundId: 'r-1',
        betTransactionId: 'gr-1',
        amount: 4_000,
      }),
    ).toMatchObject({ status: 'OK', balance: 51_500 });
    expect((await playerLedger(t, player.id)).map((m) => m.amount)).toEqual([-2_500, 4_000]);
  });

  it('imports a list in its order, leaving the codes the company already has as they are', async () => {
    const answer = await register('importer');
    const importer = providerOf(answer, 'importer');
    const withCompany = await asAdmin<CasinoProvidersAnswer>('addCasinoCompany', {
      providerId: importer.id,
      name: 'Importer Live',
      topServiceId: 4,
    });
    const companyId = providerOf(withCompany, 'importer').companies[0]?.id ?? 0;
    const first = await asAdmin<AddCasinoGamesAnswer>('addCasinoGames', {
      companyId,
      games: [
        { gameCode: 'table-b', title: 'Table B', overlay: true },
        { gameCode: 'table-a', title: 'Table A' },
      ],
    });
    expect(first).toMatchObject({ added: 2, existing: [] });
    const again = await asAdmin<AddCasinoGamesAnswer>('addCasinoGames', {
      companyId,
      games: [
        { gameCode: 'table-a', title: 'Renamed A' },
        { gameCode: 'table-c', title: 'Table C' },
        { gameCode: 'table-c', title: 'Table C twice' },
      ],
    });
    expect(again).toMatchObject({ added: 1, existing: ['table-a'] });
    const games = await gamesOf(companyId);
    expect(games.map((g) => [g.gameCode, g.title, g.iframe])).toEqual([
      ['table-b', 'Table B', 8],
      ['table-a', 'Table A', 0],
      ['table-c', 'Table C', 0],
    ]);
    // A whole list of games the company has changes nothing and is no refusal.
    const none = await asAdmin<AddCasinoGamesAnswer>('addCasinoGames', {
      companyId,
      games: [{ gameCode: 'table-b', title: 'B' }],
    });
    expect(none).toMatchObject({ added: 0, existing: ['table-b'] });
  });

  it('retires the old secret the moment a new one is given', async () => {
    const answer = await register('rotor');
    const rotor = providerOf(answer, 'rotor');
    const old: Provider = {
      id: rotor.id,
      code: 'rotor',
      secret: answer.secret?.value ?? '',
      suspended: false,
    };
    const { player } = await signedInPlayer(t, { credit: 1_000 });
    const token = await issueLaunchToken(
      t.database.db,
      { providerId: rotor.id, userId: player.id, gameCode: 'x', serviceType: 5, currency: 'TRY' },
      t.clock.now(),
    );
    // The wallet now holds the provider in memory.
    expect(await balanceWith(old, token)).toBe('OK');
    const rotated = await asAdmin<ProviderSecretAnswer>('rotateCasinoProviderSecret', { id: rotor.id });
    const fresh = { ...old, secret: rotated.secret?.value ?? '' };
    expect(fresh.secret).not.toBe(old.secret);
    expect(await balanceWith(old, token)).toBe('INVALID_SIGNATURE');
    expect(await balanceWith(fresh, token)).toBe('OK');
    const after = providerOf(rotated, 'rotor');
    expect(Date.parse(after.secretSetAt)).toBe(t.clock.now().getTime());
  });

  it('changes a provider’s name and launch address, never its code, nor the in-house one', async () => {
    const answer = await register('renamed');
    const { id } = providerOf(answer, 'renamed');
    const changed = await asAdmin<CasinoProvidersAnswer>('updateCasinoProvider', {
      id,
      name: 'Renamed Games',
      launchUrl: 'https://other.example/{token}',
    });
    expect(providerOf(changed, 'renamed')).toMatchObject({
      name: 'Renamed Games',
      launchUrl: 'https://other.example/{token}',
    });
    const house = providerOf(changed, 'house');
    for (const [call, body] of [
      ['updateCasinoProvider', { id: house.id, name: 'Mine', launchUrl: LAUNCH }],
      ['rotateCasinoProviderSecret', { id: house.id }],
      ['addCasinoCompany', { providerId: house.id, name: 'Mine', topServiceId: 5 }],
    ] as const) {
      const refused = await post(call, { ...body, lang: 'en' }, accounts.adminA);
      expect(refused.statusCode, call).toBe(400);
      expect(refused.json<{ msg: string }>().msg).toBe(en.houseProviderFixed);
    }
    expect(
      (
        await post(
          'updateCasinoProvider',
          { id, code: 'other', name: 'X', launchUrl: LAUNCH },
          accounts.adminA,
        )
      ).statusCode,
    ).toBe(400);
    expect((await post('rotateCasinoProviderSecret', { id: 999_999 }, accounts.adminA)).statusCode).toBe(404);
  });
});
