// The back office's provider calls refuse bad input with its translated reason and change nothing:
// a code that is malformed or taken, a launch address that could leave the site or lacks the token,
// a blank name, a company of another kind or of no provider, a game code with spaces, no games.

import { en } from '@bet/domain';
import type { CasinoProvidersAnswer } from '@bet/domain/api/admin/casino-providers';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, type NAMES, seedTwoSiteTree } from '../../../test/two-site-tree.ts';

const LAUNCH = 'https://games.example/launch?game={game}&token={token}&lang={lang}';

describe('the provider calls given bad input', () => {
  const t = useTestApp('pglite');
  let accounts: Record<(typeof NAMES)[number], Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const asAdmin = async <T>(name: string, body: Record<string, unknown>) => {
    const res = await post(name, body, accounts.adminA);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    const answer = await asAdmin<CasinoProvidersAnswer>('addCasinoProvider', {
      code: 'acme',
      name: 'Acme',
      launchUrl: LAUNCH,
    });
    const acme = answer.providers.find((p) => p.code === 'acme');
    await asAdmin('addCasinoCompany', { providerId: acme?.id, name: 'Studio Slots', topServiceId: 5 });
  });

  it('refuses bad input with its reason and changes nothing', async () => {
    const before = await asAdmin<CasinoProvidersAnswer>('casinoProviders', {});
    const company = before.providers.flatMap((p) => p.companies).find((c) => c.name === 'Studio Slots');
    if (!company) throw new Error('the studio company is missing');
    const cases: [string, Record<string, unknown>, string][] = [
      ['addCasinoProvider', { code: 'Bad Code', name: 'X', launchUrl: LAUNCH }, en.providerCodeInvalid],
      ['addCasinoProvider', { code: 'acme', name: 'Again', launchUrl: LAUNCH }, en.providerCodeTaken],
      [
        'addCasinoProvider',
        { code: 'nourl', name: 'X', launchUrl: 'https://x.example/play' },
        en.launchUrlInvalid,
      ],
      [
        'addCasinoProvider',
        { code: 'plain', name: 'X', launchUrl: 'http://x.example/{token}' },
        en.launchUrlInvalid,
      ],
      [
        'addCasinoProvider',
        { code: 'away', name: 'X', launchUrl: '//x.example/{token}' },
        en.launchUrlInvalid,
      ],
      [
        'addCasinoProvider',
        { code: 'slash', name: 'X', launchUrl: '/\\x.example/{token}' },
        en.launchUrlInvalid,
      ],
      ['addCasinoProvider', { code: 'blank', name: '  ', launchUrl: LAUNCH }, en.casinoNameRequired],
      ['addCasinoCompany', { providerId: company.id, name: 'X', topServiceId: 5 }, en.notFound],
      [
        'addCasinoCompany',
        { providerId: before.providers[1]?.id, name: 'X', topServiceId: 21027444 },
        en.casinoServiceInvalid,
      ],
      [
        'addCasinoGames',
        {
          companyId: company.id,
          games: [
            { gameCode: 'ok-1', title: 'X' },
            { gameCode: 'two words', title: 'X' },
          ],
        },
        en.gameCodeInvalid,
      ],
      ['addCasinoGames', { companyId: company.id, games: [] }, en.invalidInput.replace('{field}', 'games')],
    ];
    for (const [call, body, msg] of cases) {
      const res = await post(call, { ...body, lang: 'en' }, accounts.adminA);
      expect(res.statusCode, `${call} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json<{ msg: string }>().msg, call).toBe(msg);
    }
    const after = await asAdmin<CasinoProvidersAnswer>('casinoProviders', {});
    expect(after.providers).toEqual(before.providers);
  });
});
