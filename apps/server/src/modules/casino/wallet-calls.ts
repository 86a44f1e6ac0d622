// The four wallet calls a game provider makes: the player's balance, a bet (debit), a win (credit)
// and a rollback (refund of a bet), each a balanced ledger transaction under the game's service.
import type {
  WalletAnswer,
  WalletBalanceRequest,
  WalletBetRequest,
  WalletRollbackRequest,
  WalletWinRequest,
} from '@bet/domain/api/casino-wallet';
import type { Executor, Tx } from '../../db/client.ts';
import { findUserById } from '../account/index.ts';
import { playBlockFrom, playFactsStatement } from '../protection/index.ts';
import {
  creditAccountWithBalance,
  moveCredit,
  reverseTransaction,
  type TransactionKind,
} from '../wallet/index.ts';
import { countCasinoStake, dealerLimitsStatement } from './catalogue/casino-limits.ts';
import { findLaunchSession, type LaunchSession } from './launch-tokens.ts';
import type { Provider } from './providers.ts';
import { findRecord, lockRound, recordOnce, WalletRefusal } from './wallet-record.ts';

export type WalletContext = { db: Executor; provider: Provider; now: Date };

const ledgerKinds: Record<4 | 5, { stake: TransactionKind; payout: TransactionKind }> = {
  4: { stake: 'casino_stake', payout: 'casino_payout' },
  5: { stake: 'slot_stake', payout: 'slot_payout' },
};

/**
 * The session a call's token names, expired or not: a win or rollback is accepted after it expires,
 * so a round that ends late never loses its money, and a retried bet still gets its first answer.
 */
async function sessionOf(
  ctx: WalletContext,
  request: WalletBalanceRequest,
): Promise<LaunchSession | WalletAnswer> {
  const session = await findLaunchSession(ctx.db, request.token);
  if (!session || session.providerId !== ctx.provider.id) return { status: 'INVALID_TOKEN' };
  if (session.currency !== request.currency) return { status: 'WRONG_CURRENCY' };
  return session;
}

const hasExpired = (ctx: WalletContext, session: LaunchSession) =>
  session.expiresAt.getTime() <= ctx.now.getTime();

const isAnswer = (value: LaunchSession | WalletAnswer): value is WalletAnswer => 'status' in value;

async function okWithBalance(db: Executor, session: LaunchSession): Promise<WalletAnswer> {
  const { balance } = await creditAccountWithBalance(db, session.userId, session.currency);
  return { status: 'OK', balance, currency: session.currency };
}

/**
 * Moves `amount` between the player's credit and the house (negative takes from the player);
 * answers the ledger transaction and the new balance, or null when the credit cannot cover it.
 */
async function postPlayerMove(
  tx: Tx,
  ctx: WalletContext,
  session: LaunchSession,
  move: { kind: TransactionKind; transactionId: string; amount: number },
): Promise<{ transactionId: number | null; balance: number } | null> {
  if (move.amount === 0) {
    const { balance } = await creditAccountWithBalance(tx, session.userId, session.currency);
    return { transactionId: null, balance };
  }
  return moveCredit(tx, {
    userId: session.userId,
    currency: session.currency,
    amount: move.amount,
    systemKind: 'house',
    kind: move.kind,
    reference: `casino:${ctx.provider.code}:${move.transactionId}`,
    actorUserId: session.userId,
    memo: session.gameCode,
    at: ctx.now,
  });
}

/** The player's dealer path: the one the game opened with, else read once per remembered session. */
async function pathOf(db: Executor, session: LaunchSession): Promise<readonly number[]> {
  if (!session.path) session.path = (await findUserById(db, session.userId))?.path ?? [];
  return session.path;
}

const okAnswer = (session: LaunchSession, balance: number): WalletAnswer => ({
  status: 'OK',
  balance,
  currency: session.currency,
});

export async function walletBalance(
  ctx: WalletContext,
  request: WalletBalanceRequest,
): Promise<WalletAnswer> {
  const session = await sessionOf(ctx, request);
  if (isAnswer(session)) return session;
  return hasExpired(ctx, session) ? { status: 'INVALID_TOKEN' } : okWithBalance(ctx.db, session);
}

/**
 * Debits a bet, refused when it would overdraw, pass a dealer's casino limit or the player's own loss
 * limit, while the player is excluded, when its rollback came first, or once the provider is suspended.
 */
export async function walletBet(ctx: WalletContext, request: WalletBetRequest): Promise<WalletAnswer> {
  const session = await sessionOf(ctx, request);
  if (isAnswer(session)) return session;
  const record = recordOf(ctx, session, 'bet', request, null);
  const limits = dealerLimitsStatement({ id: session.userId, path: await pathOf(ctx.db, session) });
  const reads = [playFactsStatement(session.userId, ctx.now), ...(limits ? [limits] : [])];
  return recordOnce(
    ctx.db,
    record,
    async (tx, related, [facts = [], dealerLimits = []]) => {
      if (hasExpired(ctx, session)) throw new WalletRefusal({ status: 'INVALID_TOKEN' });
      if (ctx.provider.suspended) throw new WalletRefusal({ status: 'GAME_UNAVAILABLE' });
      const rollback = related.some(
        (r) => r.kind === 'rollback' && r.betTransactionId === request.transactionId,
      );
      if (rollback) throw new WalletRefusal({ status: 'TRANSACTION_ROLLED_BACK' });
      if (await playBlockFrom(tx, facts, session.userId, ctx.now, request.amount)) {
        throw new WalletRefusal({ status: 'PLAYER_LIMIT' });
      }
      if (!(await countCasinoStake(tx, dealerLimits, request.amount, ctx.now))) {
        throw new WalletRefusal({ status: 'LIMIT_EXCEEDED' });
      }
      const moved = await postPlayerMove(tx, ctx, session, {
        kind: ledgerKinds[session.serviceType].stake,
        transactionId: request.transactionId,
        amount: -request.amount,
      });
      if (!moved) throw new WalletRefusal({ status: 'INSUFFICIENT_FUNDS' });
      return { ledgerTransactionId: moved.transactionId, answer: okAnswer(session, moved.balance) };
    },
    reads,
  );
}

/**
 * Credits a win, even one that comes before its bet, so no win is lost; but not the win of a round
 * whose bet was rolled back, which would pay a round nobody paid for.
 */
export async function walletWin(ctx: WalletContext, request: WalletWinRequest): Promise<WalletAnswer> {
  const session = await sessionOf(ctx, request);
  if (isAnswer(session)) return session;
  const record = recordOf(ctx, session, 'win', request, request.betTransactionId ?? null);
  return recordOnce(ctx.db, record, async (tx, related) => {
    const rolledBack = related.some(
      (r) =>
        r.kind === 'rollback' &&
        (r.roundId === request.roundId ||
          (request.betTransactionId !== undefined && r.betTransactionId === request.betTransactionId)),
    );
    if (rolledBack) throw new WalletRefusal({ status: 'TRANSACTION_ROLLED_BACK' });
    const moved = await postPlayerMove(tx, ctx, session, {
      kind: ledgerKinds[session.serviceType].payout,
      transactionId: request.transactionId,
      amount: request.amount,
    });
    // A credit only fails without a credit account, which a session's player always has.
    if (!moved) throw new Error(`no credit account for user ${session.userId} in ${session.currency}`);
    return { ledgerTransactionId: moved.transactionId, answer: okAnswer(session, moved.balance) };
  });
}

/**
 * Refunds a bet once. A rollback of a bet not seen yet is recorded, so the late bet is refused;
 * once its round has a win, the bet stands.
 */
export async function walletRollback(
  ctx: WalletContext,
  request: WalletRollbackRequest,
): Promise<WalletAnswer> {
  const session = await sessionOf(ctx, request);
  if (isAnswer(session)) return session;
  const record = recordOf(ctx, session, 'rollback', { ...request, amount: 0 }, request.betTransactionId);
  return recordOnce(ctx.db, record, async (tx) => {
    const providerId = ctx.provider.id;
    const bet = await findRecord(tx, providerId, { kind: 'bet', transactionId: request.betTransactionId });
    // The bet's own round decides, should the rollback name another.
    if (bet && bet.roundId !== request.roundId) await lockRound(tx, providerId, bet.roundId);
    const win = await findRecord(tx, providerId, { kind: 'win', roundId: bet?.roundId ?? request.roundId });
    if (win) throw new WalletRefusal({ status: 'BET_ALREADY_SETTLED' });
    const earlier = await findRecord(tx, providerId, {
      kind: 'rollback',
      betTransactionId: request.betTransactionId,
    });
    const refund =
      bet?.ledgerTransactionId != null && !earlier
        ? await reverseTransaction(tx, bet.ledgerTransactionId, session.userId, 'casino rollback', ctx.now)
        : null;
    return { ledgerTransactionId: refund, answer: await okWithBalance(tx, session) };
  });
}

function recordOf(
  ctx: WalletContext,
  session: LaunchSession,
  kind: 'bet' | 'win' | 'rollback',
  request: WalletBetRequest,
  betTransactionId: string | null,
) {
  return {
    providerId: ctx.provider.id,
    providerTransactionId: request.transactionId,
    kind,
    userId: session.userId,
    roundId: request.roundId,
    betTransactionId,
    amount: request.amount,
    currency: session.currency,
    gameCode: session.gameCode,
    at: ctx.now,
    request,
  };
}
