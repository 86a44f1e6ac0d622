/** A caller of the ledger broke its rules (unbalanced postings, bad amount): a bug, never a client's mistake. */
export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}
