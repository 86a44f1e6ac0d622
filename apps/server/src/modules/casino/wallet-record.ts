// Runs one provider money call exactly once per (provider, transaction id): its ledger writes, its
// record and its answer commit together, and a retry reads the stored answer back.
import type { WalletAnswer } from '@bet/domain/api/casino-wallet';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { fusedTransaction, type Opened, type Statement } from '../../db/fused-transaction.ts';
import { namedQuery } from '../../db/named-query.ts';
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
  gameCode: string;
  at: Date;
  /** The call as the provider sent it: a retry must send the same. */
  request: unknown;
};

// The hot statements are named: each connection parses and plans them once.
const INSERT_RECORD = `insert into casino_wallet_transactions (provider_id, provider_transaction_id, kind,
    user_id, round_id, bet_transaction_id, amount, currency, game_code, request_hash, answer,
    ledger_transaction_id, created_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)`;
/** Takes the round's lock, then reads: see migration 0041. */
const LOCK_AND_RELATED = 'select * from casino_wallet_related($1, $2, $3, $4::text[])';

/**
 * Applies a money call once. Calls of one round wait for each other (a rollback must see a win that
 * arrives with it); a repeated id answers what it answered first, or DUPLICATE_TRANSACTION when its
 * payload differs. `apply` returns the ledger transaction it wrote (or null) and the answer; it gets
 * the rows `reads` read, statements sent with the first (after the round's lock).
 */
export async function recordOnce(
  db: Executor,
  record: WalletRecord,
  apply: (
    tx: Tx,
    related: RelatedRecord[],
    read: Opened,
  ) => Promise<{ ledgerTransactionId: number | null; answer: WalletAnswer }>,
  reads: readonly Statement[] = [],
): Promise<WalletAnswer> {
  const hash = requestHash(`casino.${record.kind}`, record.request);
  // The lock and reads go with `begin` and the record with `commit`: a win takes three round trips.
  try {
    const openings = [lockAndRelated(record), ...reads] as const;
    return await fusedTransaction<WalletAnswer>(db, openings, async (tx, [rows = [], ...read]) => {
      const related = (rows as RelatedRow[]).map(relatedOf);
      const earlier = related.find((r) => r.providerTransactionId === record.providerTransactionId);
      if (earlier) {
        return {
          closing: null,
          result: earlier.requestHash === hash ? (earlier.answer as WalletAnswer) : duplicate,
        };
      }
      const { ledgerTransactionId, answer } = await apply(tx, related, read);
      const params = [
        record.providerId,
        record.providerTransactionId,
        record.kind,
        record.userId,
        record.roundId,
        record.betTransactionId,
        record.amount,
        record.currency,
        record.gameCode,
        hash,
        JSON.stringify(answer),
        ledgerTransactionId,
        record.at.toISOString(),
      ];
      return { closing: { name: 'casino_wallet_record', text: INSERT_RECORD, params }, result: answer };
    });
  } catch (err) {
    if (err instanceof WalletRefusal) return err.answer;
    // The same id arrived for another round at the same time: the other one won the unique index.
    if (sqlState(err) === '23505') return duplicate;
    throw err;
  }
}

/** A record of the provider's that may bear on a call: see lockAndRelated. */
export type RelatedRecord = {
  kind: string;
  providerTransactionId: string;
  roundId: string;
  betTransactionId: string | null;
  requestHash: string;
  answer: unknown;
};

type RelatedRow = {
  kind: string;
  provider_transaction_id: string;
  round_id: string;
  bet_transaction_id: string | null;
  request_hash: string;
  answer: unknown;
};

/**
 * Waits for the other calls of the round to commit, then reads the provider's records that may bear
 * on a call: one with its own transaction id (a retry), those of its round, and those naming its bet
 * (a rollback that came first).
 */
function lockAndRelated(record: WalletRecord): Statement {
  const bets = [record.providerTransactionId, ...(record.betTransactionId ? [record.betTransactionId] : [])];
  return {
    name: 'casino_wallet_related',
    text: LOCK_AND_RELATED,
    params: [record.providerId, record.providerTransactionId, record.roundId, bets],
  };
}

const relatedOf = (row: RelatedRow): RelatedRecord => ({
  kind: row.kind,
  providerTransactionId: row.provider_transaction_id,
  roundId: row.round_id,
  betTransactionId: row.bet_transaction_id,
  requestHash: row.request_hash,
  answer: typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer,
});

/** Waits for the other calls of the round to commit: held until this transaction ends (the key casino_wallet_related takes too). */
export async function lockRound(tx: Tx, providerId: number, roundId: string): Promise<void> {
  await namedQuery(tx, 'casino_lock_round', 'select pg_advisory_xact_lock(hashtext($1))', [
    `casino:${providerId}:${roundId}`,
  ]);
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
