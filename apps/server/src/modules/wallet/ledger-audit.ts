import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';

export type LedgerAudit = {
  /** Sum of every posting ever written: 0 in a sound single-currency ledger, per currency in general. */
  totalsByCurrency: Record<string, number>;
  /** Transactions whose postings do not sum to zero in some currency. */
  unbalancedTransactions: number[];
  /** Customer accounts whose cached balance differs from the sum of their postings. */
  cacheMismatches: { accountId: number; cached: number; postings: number }[];
};

/** Checks the ledger's invariants over all of it (tests, operations); cost grows with the ledger. */
export async function auditLedger(db: Executor): Promise<LedgerAudit> {
  const totals = rowsOf<{ currency: string; total: unknown }>(
    await db.execute(sql`
      select a.currency, sum(p.amount) as total
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      group by a.currency`),
  );
  const unbalanced = rowsOf<{ id: unknown }>(
    await db.execute(sql`
      select distinct p.transaction_id as id
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      group by p.transaction_id, a.currency
      having sum(p.amount) <> 0`),
  );
  const mismatches = rowsOf<{ id: unknown; balance: unknown; total: unknown }>(
    await db.execute(sql`
      select a.id, a.balance, coalesce(sum(p.amount), 0) as total
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      where not a.allow_negative
      group by a.id, a.balance
      having a.balance <> coalesce(sum(p.amount), 0)`),
  );
  return {
    totalsByCurrency: Object.fromEntries(totals.map((r) => [r.currency, toSafeInteger(r.total)])),
    unbalancedTransactions: unbalanced.map((r) => toSafeInteger(r.id)),
    cacheMismatches: mismatches.map((r) => ({
      accountId: toSafeInteger(r.id),
      cached: toSafeInteger(r.balance),
      postings: toSafeInteger(r.total),
    })),
  };
}
