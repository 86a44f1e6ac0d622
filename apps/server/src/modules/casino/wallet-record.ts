// Runs one provider money call exactly once per (provider, transaction id): its ledger writes, its
// record and its answer commit together, and a retry reads the stored answer back.
import type { WalletAnswer } from '@bet/domain/api/casino-wallet';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { sqlState } from '../../db/sql-values.ts';
import { requestHash } from '../wallet/index.ts';
import { casinoWalletTransactions } from './schema.ts';

/**
 * Records are kept at least four months, how long providers may retry or reconcile a transaction id;
 * nothing deletes them yet.
 */
export const WALLET_RECORD_RETENTION_DAYS = 124;

/** A refusal that must change nothing: thrown inside the call's transaction, answered outside it. */
export class WalletRefusal extends Error {
  constructor(readonly answer: WalletAnswer) {
    super(answer.status);
  }
}

export type WalletRecord = {
  providerId: number;
  providerTransactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  userId: number;
  roundId: string;
  betTransactionId: string | null;
  amount: number;
  currency: string;
  /** The call as the provider sent it: a retry must send the same. */
  request: unknown;
};

/**
 * Applies a money call once. Calls of one round wait for each other (a rollback must see a win that
 * arrives with it); a repeated id answers what it answered first, or DUPLICATE_TRANSACTION when its
 * payload differs. `apply` returns the ledger transaction it wrote (or null) and the answer.
 */
export async function recordOnce(
  db: Executor,
  record: WalletRecord,
  apply: (
    tx: Tx,
    related: RelatedRecord[],
  ) => Promise<{ ledgerTransactionId: number | null; answer: WalletAnswer }>,
): Promise<WalletAnswer> {
  const hash = requestHash(`casino.${record.kind}`, record.request);
  try {
    return await db.transaction(async (tx) => {
      await lockRound(tx, record.providerId, record.roundId);
      const related = await relatedRecords(tx, record);
      const earlier = related.find((r) => r.providerTransactionId === record.providerTransactionId);
      if (earlier) {
        return earlier.requestHash === hash ? (earlier.answer as WalletAnswer) : duplicate;
      }
      const { ledgerTransactionId, answer } = await apply(tx, related);
      const { request: _, ...columns } = record;
      await tx
        .insert(casinoWalletTransactions)
        .values({ ...columns, requestHash: hash, answer, ledgerTransactionId });
      return answer;
    });
  } catch (err) {
    if (err instanceof WalletRefusal) return err.answer;
    // The same id arrived for another round at the same time: the other one won the unique index.
    if (sqlState(err) === '23505') return duplicate;
    throw err;
  }
}

/** A record of the provider's that may bear on a call: see relatedRecords. */
export type RelatedRecord = {
  kind: string;
  providerTransactionId: string;
  roundId: string;
  betTransactionId: string | null;
  requestHash: string;
  answer: unknown;
};

/**
 * In one read, the provider's records that may bear on a call: one with its own transaction id (a
 * retry), those of its round, and those naming its bet (a rollback that came first).
 */
function relatedRecords(tx: Tx, record: WalletRecord): Promise<RelatedRecord[]> {
  const t = casinoWalletTransactions;
  const bets = [record.providerTransactionId, ...(record.betTransactionId ? [record.betTransactionId] : [])];
  return tx
    .select({
      kind: t.kind,
      providerTransactionId: t.providerTransactionId,
      roundId: t.roundId,
      betTransactionId: t.betTransactionId,
      requestHash: t.requestHash,
      answer: t.answer,
    })
    .from(t)
    .where(
      and(
        eq(t.providerId, record.providerId),
        or(
          eq(t.providerTransactionId, record.providerTransactionId),
          eq(t.roundId, record.roundId),
          inArray(t.betTransactionId, bets),
        ),
      ),
    );
}

/** Waits for the other calls of the round to commit: held until this transaction ends. */
export async function lockRound(tx: Tx, providerId: number, roundId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`casino:${providerId}:${roundId}`}))`);
}

const duplicate: WalletAnswer = { status: 'DUPLICATE_TRANSACTION' };

/** The provider's earlier call of that kind: a bet by its own id, a rollback or win by the bet or round it names. */
export async function findRecord(
  tx: Tx,
  providerId: number,
  match: {
    kind: 'bet' | 'win' | 'rollback';
    transactionId?: string;
    betTransactionId?: string;
    roundId?: string;
  },
) {
  const conditions = [
    eq(casinoWalletTransactions.providerId, providerId),
    eq(casinoWalletTransactions.kind, match.kind),
  ];
  if (match.transactionId !== undefined)
    conditions.push(eq(casinoWalletTransactions.providerTransactionId, match.transactionId));
  if (match.betTransactionId !== undefined)
    conditions.push(eq(casinoWalletTransactions.betTransactionId, match.betTransactionId));
  if (match.roundId !== undefined) conditions.push(eq(casinoWalletTransactions.roundId, match.roundId));
  const [row] = await tx
    .select({
      roundId: casinoWalletTransactions.roundId,
      ledgerTransactionId: casinoWalletTransactions.ledgerTransactionId,
    })
    .from(casinoWalletTransactions)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}
