// Opening a game: who may, which game, under which dealer limits, and a launch whose token the
// provider's wallet accepts.
import { en, tr } from '@bet/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, defaultSite } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Provider } from '../providers.ts';
import { houseProvider, playerLedger } from '../test-wallet.ts';
import { setCasinoDailyLimit } from './casino-limits.ts';
import { announceCatalogueChange } from './catalogue-cache.ts';
import { setGameListing } from './site-listing.ts';
import { casinoCall, GAME, HOUSE_SLOTS, signedInPlayer, tokenOf, walletCall } from './test-catalogue.ts';

type Launch = { status: boolean; msg: string; content: { gameurl: string; iframe: number } };

describe.each(testDatabaseKinds)('opening a casino game on %s', (kind) => {
  const t = useTestApp(kind);
  let provider: Provider;
  let cookie: string;
  beforeAll(async () => {
    provider = await houseProvider(t);
    ({ cookie } = await signedInPlayer(t, { credit: 10_000 }));
  });

  const open = async (body: Record<string, unknown>, as: string | null = cookie, name = 'opencas') => {
    const res = await casinoCall(t.app, name, body, as === null ? {} : { cookie: as });
    expect(res.code).toBe(200);
    return res.body as unknown as Launch;
  };
  const refusal = (msg: string) => ({ status: false, msg, content: { gameurl: '', iframe: 0 } });

  it('asks a visitor to log in, in the request’s language', async () => {
    expect(await open({ serviceId: GAME.classicFruits }, null)).toEqual(refusal(tr.loginRequired));
    expect(await open({ serviceId: GAME.classicFruits, lang: 'en' }, null)).toEqual(
      refusal(en.loginRequired),
    );
    expect(await open({}, null, 'bingo')).toEqual(refusal(tr.loginRequired));
  });

  it('opens a slot in an overlay with a token the wallet takes', async () => {
    const { player, cookie: own } = await signedInPlayer(t, { credit: 2_500 });
    const launch = await open({ serviceId: GAME.scatterGems, masterServiceId: HOUSE_SLOTS, lang: 'en' }, own);
    expect(launch.status).toBe(true);
    expect(launch.content.iframe).toBe(8);
    expect(launch.content.gameurl).toMatch(/^\/en\/play\/scatter-gems\?token=[\w-]+$/);
    const token = tokenOf(launch.content.gameurl);
    expect(await walletCall(t, provider, token, 'balance')).toEqual({
      status: 'OK',
      balance: 2_500,
      currency: 'TRY',
    });
    expect(
      (await walletCall(t, provider, token, 'bet', { transactionId: 'og-1', roundId: 'og-r1', amount: 100 }))
        .balance,
    ).toBe(2_400);
    expect(await playerLedger(t, player.id)).toEqual([{ kind: 'slot_stake', amount: -100 }]);
  });

  it('books a live casino table under the casino kinds', async () => {
    const { player, cookie: own } = await signedInPlayer(t, { credit: 1_000 });
    const launch = await open({ serviceId: GAME.roulette }, own);
    expect(launch.content.gameurl).toMatch(/^\/tr\/play\/european-roulette\?token=/);
    const token = tokenOf(launch.content.gameurl);
    await walletCall(t, provider, token, 'bet', { transactionId: 'og-2', roundId: 'og-r2', amount: 50 });
    expect(await playerLedger(t, player.id)).toEqual([{ kind: 'casino_stake', amount: -50 }]);
  });

  it('opens the mapped service under its fixed master, whatever master is sent', async () => {
    const mapped = await open({ serviceId: GAME.classicFruits, masterServiceId: 999 });
    expect(mapped.status).toBe(true);
    expect(mapped.content.gameurl).toMatch(/\/play\/classic-fruits\?/);
    expect(await open({ serviceId: GAME.scatterGems, masterServiceId: 999 })).toEqual(
      refusal(tr.gameNotFound),
    );
    // The top service as master is accepted too.
    expect((await open({ serviceId: GAME.scatterGems, masterServiceId: 5 })).status).toBe(true);
  });

  it('refuses an unknown game and one the site switched off', async () => {
    expect(await open({ serviceId: 123_456 })).toEqual(refusal(tr.gameNotFound));
    const site = await defaultSite(t.database.db);
    await setGameListing(t.database.db, site.id, GAME.dragonVault, { enabled: false });
    try {
      expect(await open({ serviceId: GAME.dragonVault })).toEqual(refusal(tr.gameNotFound));
    } finally {
      await setGameListing(t.database.db, site.id, GAME.dragonVault, { enabled: true });
      announceCatalogueChange(t.app.realtime.bus);
    }
    expect((await open({ serviceId: GAME.dragonVault })).status).toBe(true);
  });

  it('needs the product permission of the game’s top service', async () => {
    const { cookie: noSlots } = await signedInPlayer(t, { permissions: { slotUser: { status: 0 } } });
    expect(await open({ serviceId: GAME.classicFruits }, noSlots)).toEqual(refusal(tr.gameNotPermitted));
    expect((await open({ serviceId: GAME.blackjack }, noSlots)).status).toBe(true);
    const { cookie: noCasino } = await signedInPlayer(t, { permissions: { casinoUser: { status: 0 } } });
    expect(await open({ serviceId: GAME.blackjack }, noCasino)).toEqual(refusal(tr.gameNotPermitted));
    expect((await open({ serviceId: GAME.classicFruits }, noCasino)).status).toBe(true);
  });

  it('refuses once a dealer above the player reached its daily casino limit', async () => {
    const dealer = await buildUser(t.database.db, { role: 'dealer' });
    const sub = await buildUser(t.database.db, { role: 'sub_dealer', parentId: dealer.id });
    const { cookie: own } = await signedInPlayer(t, { parentId: sub.id, credit: 1_000 });
    await setCasinoDailyLimit(t.database.db, dealer.id, 300, t.clock.now());
    const launch = await open({ serviceId: GAME.classicFruits }, own);
    const token = tokenOf(launch.content.gameurl);
    expect(
      (await walletCall(t, provider, token, 'bet', { transactionId: 'og-3', roundId: 'og-r3', amount: 300 }))
        .status,
    ).toBe('OK');
    expect(await open({ serviceId: GAME.classicFruits }, own)).toEqual(refusal(tr.casinoLimitsFull));
    // A player under another dealer is not held back.
    expect((await open({ serviceId: GAME.classicFruits })).status).toBe(true);
  });

  it('answers bingo with a clear refusal while no bingo game exists', async () => {
    expect(await open({ lang: 'en' }, cookie, 'bingo')).toEqual(refusal(en.bingoUnavailable));
  });
});
