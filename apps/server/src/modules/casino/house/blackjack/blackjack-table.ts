// The in-house blackjack table: everyone bets in the same timed round and shares the first cards
// and the dealer; each plays their own hand (hit, stand, double) while the round is in play, then
// the dealer's hand is revealed and every hand is paid.
import {
  BLACKJACK_CHIPS,
  BLACKJACK_MAX_STAKE,
  type BlackjackHand,
  type BlackjackHandAnswer,
  type BlackjackResultAnswer,
  type BlackjackTableAnswer,
  type HouseRefusal,
} from '@bet/domain/api/house-games';
import { blackjackPayout, dealerHand } from '@bet/domain/casino/blackjack';
import { BLACKJACK_SCHEDULE, lastRevealedRound, tableMomentAt } from '@bet/domain/casino/table-schedule';
import type { LaunchSession } from '../../launch-tokens.ts';
import { isRefusal, refusalOfBet, refuse } from '../refusals.ts';
import type { StoredHandPlay } from '../tables/schema.ts';
import {
  placementsOf,
  setPlacementState,
  type TableBetRow,
  unfinishedPlacements,
} from '../tables/table-bets.ts';
import {
  balanceOf,
  type TableContext,
  tableSessionOf,
  takePlacement,
  undoPlacement,
  walletRoundOf,
} from '../tables/table-context.ts';
import { sendExtraBet, sendExtraRollback, sendWin } from '../wallet-moves.ts';
import {
  BLACKJACK_GAME,
  dealtRound,
  handCards,
  handPlayOf,
  outcomeOf,
  shownHand,
} from './blackjack-round.ts';
import { replacePlay } from './hand-plays.ts';

const HISTORY_ROUNDS = 8;
const SWEEP_BATCH = 200;
const DOUBLE = 'double';
const FRESH_HAND: StoredHandPlay = { hits: 0, stood: false, double: 'none' };

const lastRevealed = (ctx: TableContext) => lastRevealedRound(BLACKJACK_SCHEDULE, ctx.now.getTime());

/** A double whose wallet bet got no answer is undone before anything else happens to its hand. */
async function undoPendingDouble(
  ctx: TableContext,
  row: TableBetRow,
  play: StoredHandPlay,
): Promise<StoredHandPlay | null> {
  if ((await sendExtraRollback(ctx.wallet, walletRoundOf(ctx, row), DOUBLE))?.status !== 'OK') return null;
  const undone = { ...play, double: 'none' as const };
  return (await replacePlay(ctx.db, row.id, play, undone)) ? undone : null;
}

/** Pays a confirmed hand of a revealed round, or undoes a placement whose bet got no answer. */
async function finishHand(ctx: TableContext, row: TableBetRow): Promise<void> {
  if (row.state === 'open') {
    await undoPlacement(ctx, row);
    return;
  }
  let play = row.play ?? FRESH_HAND;
  if (play.double === 'pending') {
    const undone = await undoPendingDouble(ctx, row, play);
    if (!undone) return;
    play = undone;
  }
  const win = winOf(ctx, row, play);
  if ((await sendWin(ctx.wallet, walletRoundOf(ctx, row), win))?.status === 'OK') {
    await setPlacementState(ctx.db, row.id, 'settled', win);
  }
}

export async function settleBlackjack(ctx: TableContext, userId?: number): Promise<number> {
  const rows = await unfinishedPlacements(
    ctx.db,
    BLACKJACK_GAME,
    lastRevealed(ctx),
    ctx.now,
    SWEEP_BATCH,
    userId,
  );
  for (const row of rows) await finishHand(ctx, row);
  return rows.length;
}

async function handRowOf(ctx: TableContext, round: number, userId: number): Promise<TableBetRow | null> {
  const [row] = await placementsOf(ctx.db, BLACKJACK_GAME, round, userId);
  return row ?? null;
}

const showHand = (ctx: TableContext, row: TableBetRow) =>
  shownHand(dealtRound(ctx.seeds, row.round), row.userId, row.play ?? FRESH_HAND, row.stake);

/** A hand before the deal: its stake only. */
const hidden = (hand: BlackjackHand): BlackjackHand => ({ ...hand, cards: [], total: 0, canAct: false });

const winOf = (ctx: TableContext, row: TableBetRow, play: StoredHandPlay) => {
  const dealt = dealtRound(ctx.seeds, row.round);
  return blackjackPayout(
    handCards(dealt, row.userId, play),
    dealerHand(dealt.deal),
    handPlayOf(play),
    row.stake,
  );
};

export async function blackjackTable(
  ctx: TableContext,
  token: string,
): Promise<BlackjackTableAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token, BLACKJACK_GAME);
  if (isRefusal(session)) return session;
  await settleBlackjack(ctx, session.userId);
  const balance = await balanceOf(ctx, token, session.currency);
  if (typeof balance !== 'number') return balance;
  const moment = tableMomentAt(BLACKJACK_SCHEDULE, ctx.now.getTime());
  const dealt = dealtRound(ctx.seeds, moment.round);
  const row = await handRowOf(ctx, moment.round, session.userId);
  const newest = lastRevealed(ctx);
  return {
    status: 'OK',
    gameCode: BLACKJACK_GAME,
    currency: session.currency,
    balance,
    serverNow: ctx.now.getTime(),
    schedule: BLACKJACK_SCHEDULE,
    round: { round: moment.round, serverSeedHash: outcomeOf(dealt).serverSeedHash },
    chips: [...BLACKJACK_CHIPS],
    maxStake: BLACKJACK_MAX_STAKE,
    // Cards are dealt when betting closes; until then nobody sees them.
    shared: moment.phase === 'betting' ? null : { player: dealt.deal.player, dealerUp: dealt.deal.dealerUp },
    hand: row ? (moment.phase === 'betting' ? hidden(showHand(ctx, row)) : showHand(ctx, row)) : null,
    history: Array.from({ length: HISTORY_ROUNDS }, (_, i) => outcomeOf(dealtRound(ctx.seeds, newest - i))),
  };
}

export async function placeBlackjackBet(
  ctx: TableContext,
  token: string,
  input: { round: number; requestId: string; stake: number },
): Promise<BlackjackHandAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token, BLACKJACK_GAME);
  if (isRefusal(session)) return session;
  const moment = tableMomentAt(BLACKJACK_SCHEDULE, ctx.now.getTime());
  if (input.round !== moment.round || moment.phase !== 'betting') return refuse('bettingClosed');
  if (input.stake % BLACKJACK_CHIPS[0] !== 0) return refuse('invalidBet');
  const earlier = await handRowOf(ctx, moment.round, session.userId);
  if (earlier && earlier.requestId !== input.requestId) return refuse('alreadyBet');
  const placed = await takePlacement(ctx, session, token, {
    gameCode: BLACKJACK_GAME,
    round: moment.round,
    requestId: input.requestId,
    bets: [],
    stake: input.stake,
    play: FRESH_HAND,
  });
  if (isRefusal(placed)) return placed;
  return handAnswer(ctx, session, token, { ...placed, play: placed.play ?? FRESH_HAND }, true);
}

async function handAnswer(
  ctx: TableContext,
  session: LaunchSession,
  token: string,
  row: TableBetRow,
  hideCards: boolean,
): Promise<BlackjackHandAnswer | HouseRefusal> {
  const balance = await balanceOf(ctx, token, session.currency);
  if (typeof balance !== 'number') return balance;
  const hand = showHand(ctx, row);
  return { status: 'OK', balance, hand: hideCards ? hidden(hand) : hand };
}

/** A hit, stand or double on the player's hand while the round is in play. */
export async function blackjackAction(
  ctx: TableContext,
  token: string,
  input: { round: number; action: 'hit' | 'stand' | 'double' },
): Promise<BlackjackHandAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token, BLACKJACK_GAME);
  if (isRefusal(session)) return session;
  const moment = tableMomentAt(BLACKJACK_SCHEDULE, ctx.now.getTime());
  if (input.round !== moment.round || moment.phase !== 'playing') return refuse('actionClosed');
  const row = await handRowOf(ctx, moment.round, session.userId);
  if (row?.state !== 'bet') return refuse('noHand');
  const play = row.play ?? FRESH_HAND;
  const hand = showHand(ctx, row);
  if (!hand.canAct) return refuse('handClosed');
  if (input.action === 'double' && hand.cards.length !== 2) return refuse('handClosed');

  if (input.action !== 'double') {
    const next = input.action === 'hit' ? { ...play, hits: play.hits + 1 } : { ...play, stood: true };
    if (!(await replacePlay(ctx.db, row.id, play, next))) return refuse('tryAgain');
    return handAnswer(ctx, session, token, { ...row, play: next }, false);
  }
  // A double is a second stake: claimed first, so the hand waits for the wallet's answer.
  const pending: StoredHandPlay = { ...play, double: 'pending' };
  if (!(await replacePlay(ctx.db, row.id, play, pending))) return refuse('tryAgain');
  const bet = await sendExtraBet(ctx.wallet, walletRoundOf(ctx, row), DOUBLE, row.stake);
  if (bet?.status === 'OK') {
    const doubled: StoredHandPlay = { hits: play.hits + 1, stood: true, double: 'taken' };
    await replacePlay(ctx.db, row.id, pending, doubled);
    return handAnswer(ctx, session, token, { ...row, play: doubled }, false);
  }
  if (bet === null) {
    await undoPendingDouble(ctx, row, pending);
    return refuse('serviceUnavailable');
  }
  await replacePlay(ctx.db, row.id, pending, play);
  return refusalOfBet(bet);
}

export async function blackjackResult(
  ctx: TableContext,
  token: string,
  round: number,
): Promise<BlackjackResultAnswer | HouseRefusal> {
  const session = await tableSessionOf(ctx, token, BLACKJACK_GAME);
  if (isRefusal(session)) return session;
  if (round > lastRevealed(ctx)) return refuse('notRevealed');
  await settleBlackjack(ctx, session.userId);
  const row = await handRowOf(ctx, round, session.userId);
  const balance = await balanceOf(ctx, token, session.currency);
  if (typeof balance !== 'number') return balance;
  const dealt = dealtRound(ctx.seeds, round);
  return {
    status: 'OK',
    outcome: outcomeOf(dealt),
    ownClientSeed: `${BLACKJACK_GAME}:${session.userId}`,
    hand: row ? showHand(ctx, row) : null,
    win: row ? winOf(ctx, row, row.play ?? FRESH_HAND) : 0,
    balance,
  };
}
