// The blackjack table: bets while the round is open, the player's own hits and doubles while it is
// in play, the dealer revealed after, each hand verifiable and paid once.
import {
  blackjackPayout,
  dealerHand,
  handValue,
  isBlackjack,
  playerDraws,
  sharedDeal,
} from '@bet/domain/casino/blackjack';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { BLACKJACK_SCHEDULE, cycleMs, revealTimeOf } from '@bet/domain/casino/table-schedule';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../config.ts';
import { testDatabaseKinds } from '../../../../test/databases.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { secretsKeyOf } from '../../../auth/index.ts';
import { auditLedger } from '../../../wallet/index.ts';
import { playerLedger } from '../../test-wallet.ts';
import { tableSeeds } from '../tables/table-seeds.ts';
import { houseCall, realHouseWallet, slotPlayer } from '../test-house.ts';
import { BLACKJACK_GAME } from './blackjack-round.ts';
import { settleBlackjack } from './blackjack-table.ts';

const key = secretsKeyOf(testConfig());
const seeds = tableSeeds(key);
const cycle = cycleMs(BLACKJACK_SCHEDULE);
let requests = 0;
const requestId = () => `req-${++requests}-blackjack`;

const dealOf = (round: number) =>
  sharedDeal(seeds.serverSeedOf(BLACKJACK_GAME, round), BLACKJACK_GAME, round);

describe.each(testDatabaseKinds)('the blackjack table on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    const audit = await auditLedger(t.database.db);
    for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
    expect(audit.unbalancedTransactions).toEqual([]);
  });

  /** Moves the clock to the betting start of the next round whose deal passes `wanted`. */
  function nextRoundWhere(wanted: (deal: ReturnType<typeof dealOf>) => boolean): number {
    let round = Math.ceil(t.clock.now().getTime() / cycle);
    while (!wanted(dealOf(round))) round += 1;
    t.clock.advance(round * cycle - t.clock.now().getTime());
    return round;
  }
  const toPlay = () => t.clock.advance(BLACKJACK_SCHEDULE.bettingMs);
  const toReveal = (round: number) =>
    t.clock.advance(revealTimeOf(BLACKJACK_SCHEDULE, round) - t.clock.now().getTime());
  const openHand = (deal: ReturnType<typeof dealOf>) =>
    !isBlackjack([deal.dealerUp, deal.dealerHole]) &&
    !isBlackjack(deal.player) &&
    handValue(deal.player).total <= 11;

  async function seated(credit: number) {
    const { player, token } = await slotPlayer(t, credit, BLACKJACK_GAME, 4);
    const call = async (name: string, body: Record<string, unknown> = {}) =>
      (await houseCall(t, name, { token, ...body })).json();
    return { player, call };
  }

  it('deals the shared cards, the player’s own hits, and pays the hand against the revealed dealer', async () => {
    const { player, call } = await seated(100_000);
    const round = nextRoundWhere(openHand);
    const table = await call('blackjackTable');
    expect(table).toMatchObject({ status: 'OK', shared: null, hand: null, round: { round } });
    expect(await call('blackjackBet', { round, requestId: requestId(), stake: 1_000 })).toMatchObject({
      status: 'OK',
      balance: 99_000,
      hand: { stake: 1_000, cards: [] },
    });
    expect(await call('blackjackAction', { round, action: 'hit' })).toEqual({
      status: 'ERROR',
      msg: 'actionClosed',
    });

    toPlay();
    const deal = dealOf(round);
    const dealt = await call('blackjackTable');
    expect(dealt.shared).toEqual({ player: deal.player, dealerUp: deal.dealerUp });
    expect(dealt.hand).toMatchObject({ cards: deal.player, canAct: true });
    const own = playerDraws(seeds.serverSeedOf(BLACKJACK_GAME, round), BLACKJACK_GAME, round, player.id);
    const hit = await call('blackjackAction', { round, action: 'hit' });
    expect(hit.hand.cards).toEqual([...deal.player, own[0]]);
    if (hit.hand.canAct)
      expect((await call('blackjackAction', { round, action: 'stand' })).hand.stood).toBe(true);
    expect(await call('blackjackAction', { round, action: 'hit' })).toEqual({
      status: 'ERROR',
      msg: 'handClosed',
    });

    expect(await call('blackjackResult', { round })).toEqual({ status: 'ERROR', msg: 'notRevealed' });
    toReveal(round);
    const result = await call('blackjackResult', { round });
    expect(seedCommitment(result.outcome.serverSeed)).toBe(table.round.serverSeedHash);
    expect(result.outcome.dealer).toEqual(dealerHand(deal));
    const win = blackjackPayout(
      hit.hand.cards,
      dealerHand(deal),
      { hits: 1, doubled: false, stood: true },
      1_000,
    );
    expect(result).toMatchObject({ win, balance: 99_000 + win });
    expect((await playerLedger(t, player.id)).reduce((sum, p) => sum + p.amount, 0)).toBe(win - 1_000);
  });

  it('doubles with a second stake and exactly one card', async () => {
    const { player, call } = await seated(10_000);
    const round = nextRoundWhere(openHand);
    await call('blackjackBet', { round, requestId: requestId(), stake: 2_000 });
    toPlay();
    const doubled = await call('blackjackAction', { round, action: 'double' });
    expect(doubled).toMatchObject({
      status: 'OK',
      balance: 6_000,
      hand: { doubled: true, stood: true, canAct: false },
    });
    expect(doubled.hand.cards).toHaveLength(3);
    toReveal(round);
    const result = await call('blackjackResult', { round });
    const win = blackjackPayout(
      doubled.hand.cards,
      dealerHand(dealOf(round)),
      { hits: 1, doubled: true, stood: true },
      2_000,
    );
    expect(result).toMatchObject({ win, balance: 6_000 + win });
    const stakes = (await playerLedger(t, player.id)).filter((p) => p.kind === 'casino_stake');
    expect(stakes.map((p) => p.amount)).toEqual([-2_000, -2_000]);
  });

  it('refuses late bets, second bets, doubles it cannot cover, and takes one card per hit at once', async () => {
    const { call } = await seated(1_500);
    const round = nextRoundWhere(openHand);
    const first = requestId();
    const placed = await call('blackjackBet', { round, requestId: first, stake: 1_000 });
    expect(await call('blackjackBet', { round, requestId: first, stake: 1_000 })).toEqual(placed);
    expect(await call('blackjackBet', { round, requestId: requestId(), stake: 100 })).toEqual({
      status: 'ERROR',
      msg: 'alreadyBet',
    });
    toPlay();
    expect(await call('blackjackBet', { round, requestId: requestId(), stake: 100 })).toEqual({
      status: 'ERROR',
      msg: 'bettingClosed',
    });
    expect(await call('blackjackAction', { round, action: 'double' })).toEqual({
      status: 'ERROR',
      msg: 'insufficientBalance',
    });
    const hits = await Promise.all([1, 2, 3].map(() => call('blackjackAction', { round, action: 'hit' })));
    const taken = hits.filter((answer) => answer.status === 'OK').length;
    const hand = (await call('blackjackTable')).hand;
    // Each hit that answered OK took exactly one card; the others were refused, not doubled up.
    expect(taken).toBeGreaterThan(0);
    expect(hand.cards).toHaveLength(2 + taken);
  });

  it('pays a player who left, once, however many sweeps run', async () => {
    const { player, call } = await seated(10_000);
    const round = nextRoundWhere(openHand);
    await call('blackjackBet', { round, requestId: requestId(), stake: 1_000 });
    toReveal(round);
    const ctx = { db: t.database.db, wallet: realHouseWallet(t), now: t.clock.now(), seeds, secretsKey: key };
    await Promise.all([settleBlackjack(ctx), settleBlackjack(ctx)]);
    await settleBlackjack(ctx);
    const deal = dealOf(round);
    const win = blackjackPayout(
      deal.player,
      dealerHand(deal),
      { hits: 0, doubled: false, stood: true },
      1_000,
    );
    expect((await playerLedger(t, player.id)).reduce((sum, p) => sum + p.amount, 0)).toBe(win - 1_000);
  });

  it('ends the round at once when the dealer has blackjack', async () => {
    const { call } = await seated(10_000);
    const round = nextRoundWhere(
      (deal) => isBlackjack([deal.dealerUp, deal.dealerHole]) && !isBlackjack(deal.player),
    );
    await call('blackjackBet', { round, requestId: requestId(), stake: 1_000 });
    toPlay();
    expect((await call('blackjackTable')).hand.canAct).toBe(false);
    expect(await call('blackjackAction', { round, action: 'hit' })).toEqual({
      status: 'ERROR',
      msg: 'handClosed',
    });
    toReveal(round);
    expect(await call('blackjackResult', { round })).toMatchObject({ win: 0, balance: 9_000 });
  });
});
