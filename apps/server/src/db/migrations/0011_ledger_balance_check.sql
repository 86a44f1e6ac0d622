-- The balance check at commit, cheaper: one query instead of two, and a posting added to a ledger
-- transaction written by the same database transaction leaves the check to that transaction's own
-- trigger (it runs at the same commit and sees every posting). A posting added to an older ledger
-- transaction, or from inside a savepoint (whose rows carry another xid), is still checked itself.
create or replace function ledger_assert_balanced(txid bigint) returns void language plpgsql as $$
declare
  currencies integer;
  unbalanced integer;
begin
  select count(*), count(*) filter (where total <> 0) into currencies, unbalanced
  from (
    select sum(p.amount) as total
    from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    where p.transaction_id = txid
    group by a.currency
  ) as per_currency;
  if currencies = 0 then
    raise exception 'ledger transaction % has no postings', txid using errcode = '23514';
  end if;
  if unbalanced > 0 then
    raise exception 'ledger transaction % does not balance', txid using errcode = '23514';
  end if;
end
$$;

create or replace function ledger_postings_check_balanced() returns trigger language plpgsql as $$
begin
  if not exists (
    select 1 from ledger_transactions t
    where t.id = new.transaction_id and t.xmin = pg_current_xact_id()::xid
  ) then
    perform ledger_assert_balanced(new.transaction_id);
  end if;
  return null;
end
$$;
