// The part of the ledger's one-statement batch writes that numbers and writes the transactions.

/**
 * CTEs writing a ledger transaction for each row of `source` (kind, reference, actor_user_id,
 * request_id, memo, at, n): `numbered` then holds each row with its transaction_id and created_at,
 * for the postings and the answer; the transactions are written in input order.
 */
export const writeTransactionsFrom = (source: string): string => `numbered as (
    select ${source}.*, coalesce(${source}.at, now()) as created_at,
      nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as transaction_id
    from ${source}
  ), written as (
    insert into ledger_transactions (id, kind, reference, actor_user_id, request_id, memo, created_at)
    select transaction_id, kind, reference, actor_user_id, request_id, memo, created_at from numbered
    order by n
  )`;
