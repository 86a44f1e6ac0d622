import { sqlState } from '../../db/sql-values.ts';
import { AppError } from '../../http/errors.ts';

/** A caller of the ledger broke its rules (unbalanced postings, bad amount): a bug, never a client's mistake. */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

/** A ledger statement's own refusal (ledger_refuse, SQLSTATE LG001) as the ledger's error; anything else as it was. */
export function ledgerRefusal(error: unknown): unknown {
  if (sqlState(error) !== 'LG001') return error;
  const message = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : '';
  return message === 'insufficientCredit'
    ? new AppError(409, 'insufficientCredit')
    : new LedgerError(message);
}
