// The wallet module's service surface for other modules: the money ledger.
export {
  type AccountOwner,
  balanceOf,
  creditAccount,
  creditAccountWithBalance,
  creditBalance,
  ensureAccount,
  getBalance,
  type LedgerAccount,
} from './accounts-repo.ts';
export { amountFromApi, positiveAmountFromApi, signedAmountFromApi } from './amount.ts';
export { canonicalJson, type IdempotencyKey, requestHash, withIdempotency } from './idempotency.ts';
export { keyText, readTakenKeys, releaseKeys, type TakenKey } from './idempotency-batch.ts';
export {
  type AccountKind,
  creditKindForRole,
  type ServiceType,
  type SystemAccountKind,
  type TransactionKind,
  transactionKinds,
  transactionLabel,
  type UserAccountKind,
} from './kinds.ts';
export { auditLedger, type LedgerAudit } from './ledger-audit.ts';
export { LedgerError } from './ledger-error.ts';
export {
  type LedgerFigures,
  type LedgerReportQuery,
  ledgerReport,
  NO_FIGURES,
  type SubtreeSql,
  subtreeCredit,
} from './ledger-report.ts';
export {
  type ListTransactionsQuery,
  listTransactions,
  type TransactionListItem,
} from './list-transactions.ts';
export { type CreditMove, moveCredit } from './move-credit.ts';
export { creditByKind, playResultSince } from './play-result.ts';
export { stakedSince } from './play-stakes.ts';
export { creditAccountsOf, postTransactions } from './post-batch.ts';
export { type NewDebit, type PostedDebit, postDebit, postDebits } from './post-debit.ts';
export { type NewLedgerTransaction, type Posting, postTransaction } from './post-transaction.ts';
export { reverseTransaction } from './reverse-transaction.ts';
export { registerWallet } from './routes.ts';
export { lastTransactionId, stakesAfter, type TakenStake } from './stakes-after.ts';
export { type StandingTransaction, standingTransactions } from './standing-transactions.ts';
export { type TransferInput, transfer } from './transfer.ts';
