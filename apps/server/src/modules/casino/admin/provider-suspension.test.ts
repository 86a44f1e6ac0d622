// Suspending an outside provider from the back office: its games leave the site's lists and launch no
// more, its wallet refuses new bets while the rounds already open still end (wins, rollbacks, retried
// bets answered as before), and lifting the suspension brings everything back. Each change is audited
// once; the in-house provider and other staff cannot suspend anything.
import { en } from '@bet/domain';
import type { CasinoCatalogueAnswer, CasinoListingGamesAnswer } from '@bet/domain/api/admin/casino';
import type {
  AddCasinoGamesAnswer,
  CasinoProvidersAnswer,
  ProviderSecretAnswer,
} from '@bet/domain/api/admin/casino-providers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/sql-values.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, type NAMES, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { casinoCall, signedInPlayer, tokenOf, walletCall } from '../catalogue/test-catalogue.ts';
import type { Provider } from '../providers.ts';
import { playerLedger } from '../test-wallet.ts';

const LAUNCH = 'https://paused.example/play?game={game}&token={token}';

type Listed = { sid: number; g: { sid: number }[] };

describe('suspending an outside game provider', () => {
  const t = useTestApp('pglite');
  let accounts: Record<(typeof NAMES)[number], Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let provider: Provider;
  let companyId: number;
  let gameId: number;

  const asAdmin = async <T>(name: string, body: Record<string, unknown>, status = 200) => {
    const res = await post(name, body, accounts.adminA);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<T>();
  };
  const suspend = (suspended: boolean) =>
    asAdmin<CasinoProvidersAnswer>('suspendCasinoProvider', { id: provider.id, suspended });
  const rowOf = (answer: CasinoProvidersAnswer) => answer.providers.find((p) => p.id === provider.id);
  const listedSlots = async () =>
    ((await casinoCall(t.app, 'casinoList', { serviceId: 5 })).body.results as Listed[]).map((c) => c.sid);
  const open = async (cookie: string) =>
    (await casinoCall(t.app, 'opencas', { serviceId: gameId, lang: 'en' }, { cookie })).body as {
      status: boolean;
      msg: string;
      content: { gameurl: string };
    };
  const auditActions = async () =>
    rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_log where action in ('casino.providerSuspend', 'casino.providerResume') order by id`,
      ),
    ).map((r) => r.action);

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    const registered = await asAdmin<ProviderSecretAnswer>('addCasinoProvider', {
      code: 'paused',
      name: 'Paused Games',
      launchUrl: LAUNCH,
    });
    const id = registered.providers.find((p) => p.code === 'paused')?.id ?? 0;
    provider = { id, code: 'paused', secret: registered.secret?.value ?? '', suspended: false };
    const withCompany = await asAdmin<CasinoProvidersAnswer>('addCasinoCompany', {
      providerId: id,
      name: 'Paused Slots',
      topServiceId: 5,
    });
    companyId = withCompany.providers.find((p) => p.id === id)?.companies[0]?.id ?? 0;
    await asAdmin<AddCasinoGamesAnswer>('addCasinoGames', {
      companyId,
      games: [{ gameCode: 'still-reels', title: 'Still Reels' }],
    });
    gameId = (await asAdmin<CasinoListingGamesAnswer>('casinoListingGames', { companyId })).rows[0]?.id ?? 0;
    await asAdmin('setCasinoListing', { target: 'company', id: companyId, enabled: true });
    await asAdmin('setCasinoListing', { target: 'game', id: gameId, enabled: true });
  });

  it('hides its games, refuses new bets and still ends the rounds already open', async () => {
    const { player, cookie } = await signedInPlayer(t, { credit: 100_000 });
    expect(await listedSlots()).toContain(companyId);
    const launch = await open(cookie);
    expect(launch.status, launch.msg).toBe(true);
    const token = tokenOf(launch.content.gameurl);
    const call = (name: 'balance' | 'bet' | 'win' | 'rollback', fields: Record<string, unknown> = {}) =>
      walletCall(t, provider, token, name, fields);
    const firstBet = { transactionId: 'b-1', roundId: 'r-1', amount: 3_000 };
    expect(await call('bet', firstBet)).toMatchObject({ status: 'OK', balance: 97_000 });
    expect(await call('bet', { transactionId: 'b-2', roundId: 'r-2', amount: 1_000 })).toMatchObject({
      status: 'OK',
      balance: 96_000,
    });

    const suspended = rowOf(await suspend(true));
    expect(suspended?.suspendedAt).toBe(t.clock.now().toISOString());

    // Gone from the player's lists and launch; the site's office sees why.
    expect(await listedSlots()).not.toContain(companyId);
    const refused = await open(cookie);
    expect(refused).toMatchObject({ status: false, msg: en.gameNotFound });
    const office = await asAdmin<CasinoCatalogueAnswer>('casinoCatalogue', {});
    expect(office.companies.find((c) => c.id === companyId)).toMatchObject({
      enabled: true,
      suspended: true,
    });

    // No new bet moves money; the open rounds end, and a retried bet gets its first answer.
    expect(await call('balance')).toMatchObject({ status: 'OK', balance: 96_000 });
    expect(await call('bet', { transactionId: 'b-3', roundId: 'r-3', amount: 500 })).toEqual({
      status: 'GAME_UNAVAILABLE',
    });
    expect(await call('bet', firstBet)).toMatchObject({ status: 'OK', balance: 97_000 });
    expect(
      await call('win', { transactionId: 'w-1', roundId: 'r-1', betTransactionId: 'b-1', amount: 7_000 }),
    ).toMatchObject({ status: 'OK', balance: 103_000 });
    expect(
      await call('rollback', { transactionId: 'rb-2', roundId: 'r-2', betTransactionId: 'b-2' }),
    ).toMatchObject({ status: 'OK', balance: 104_000 });
    expect((await playerLedger(t, player.id)).map((m) => [m.kind, m.amount])).toEqual([
      ['slot_stake', -3_000],
      ['slot_stake', -1_000],
      ['slot_payout', 7_000],
      ['reversal', 1_000],
    ]);

    // Back on: listed, launched and betting again.
    expect(rowOf(await suspend(false))?.suspendedAt).toBeNull();
    expect(await listedSlots()).toContain(companyId);
    expect((await open(cookie)).status).toBe(true);
    expect(await call('bet', { transactionId: 'b-3', roundId: 'r-3', amount: 500 })).toMatchObject({
      status: 'OK',
      balance: 103_500,
    });
    expect(await auditActions()).toEqual(['casino.providerSuspend', 'casino.providerResume']);
  });

  it('keeps the first suspension time and logs no change when asked again', async () => {
    const first = rowOf(await suspend(true))?.suspendedAt;
    t.clock.advance(60_000);
    expect(rowOf(await suspend(true))?.suspendedAt).toBe(first);
    await suspend(false);
    expect(rowOf(await suspend(false))?.suspendedAt).toBeNull();
    expect(await auditActions()).toEqual([
      'casino.providerSuspend',
      'casino.providerResume',
      'casino.providerSuspend',
      'casino.providerResume',
    ]);
  });

  it('refuses the in-house provider, an unknown one, bad input and other staff, changing nothing', async () => {
    const before = await asAdmin<CasinoProvidersAnswer>('casinoProviders', {});
    const house = before.providers.find((p) => p.house);
    const houseRefusal = await post(
      'suspendCasinoProvider',
      { id: house?.id, suspended: true, lang: 'en' },
      accounts.adminA,
    );
    expect(houseRefusal.statusCode).toBe(400);
    expect(houseRefusal.json<{ msg: string }>().msg).toBe(en.houseProviderFixed);
    expect(
      (await post('suspendCasinoProvider', { id: 999_999, suspended: true }, accounts.adminA)).statusCode,
    ).toBe(404);
    const bad = await post(
      'suspendCasinoProvider',
      { id: provider.id, suspended: 'yes', lang: 'en' },
      accounts.adminA,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toBe(en.invalidInput.replace('{field}', 'suspended'));
    for (const name of ['adminB', 'dealer1', 'player1'] as const) {
      const res = await post('suspendCasinoProvider', { id: provider.id, suspended: true }, accounts[name]);
      expect(res.statusCode, name).toBe(403);
    }
    expect((await post('suspendCasinoProvider', { id: provider.id, suspended: true })).statusCode).toBe(401);
    expect((await asAdmin<CasinoProvidersAnswer>('casinoProviders', {})).providers).toEqual(before.providers);
  });
});
