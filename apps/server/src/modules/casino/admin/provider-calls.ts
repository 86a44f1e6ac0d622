// An outside provider's round as the back office sees it: the wallet calls it made, in order.
import type { CasinoWalletCallRow } from '@bet/domain/api/admin/casino';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';

/**
 * The calls of the round whose first call has the id `firstCallId` (a provider round's id). A round
 * is one player's, as the rounds list groups it: at a live table other players share the provider's
 * round id, and their calls belong to rounds the caller may not see.
 */
export async function providerCallsOf(db: Executor, firstCallId: string): Promise<CasinoWalletCallRow[]> {
  if (!/^\d{1,18}$/.test(firstCallId)) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select w.kind, w.provider_transaction_id, w.bet_transaction_id, w.ledger_transaction_id, w.created_at,
        case when w.kind = 'rollback' then
          case when w.ledger_transaction_id is null then 0 else coalesce(bet.amount, 0) end
        else w.amount end as amount
      from casino_wallet_transactions first
      join casino_wallet_transactions w on w.provider_id = first.provider_id and w.round_id = first.round_id
        and w.user_id = first.user_id and w.currency = first.currency
        and w.game_code is not distinct from first.game_code
      left join casino_wallet_transactions bet on w.kind = 'rollback' and bet.provider_id = w.provider_id
        and bet.kind = 'bet' and bet.provider_transaction_id = w.bet_transaction_id
      where first.id = ${firstCallId}
      order by w.id`),
  );
  return rows.map((r) => ({
    kind: r.kind as CasinoWalletCallRow['kind'],
    transactionId: String(r.provider_transaction_id),
    betTransactionId: r.bet_transaction_id == null ? null : String(r.bet_transaction_id),
    amount: toSafeInteger(r.amount),
    ledgerTransactionId: r.ledger_transaction_id == null ? null : toSafeInteger(r.ledger_transaction_id),
    at: new Date(String(r.created_at)).toISOString(),
  }));
}
