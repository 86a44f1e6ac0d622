-- The balance check at commit back to one per ledger transaction (0011's): checking every ledger
-- transaction from the lowest id a database transaction wrote also read what concurrent writers
-- wrote meanwhile, and placement, many small transactions at once, ran at a third of its speed.
create or replace function ledger_transactions_check_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_assert_balanced(new.id);
  return null;
end
$$;

drop trigger ledger_transactions_balanced on ledger_transactions;
create constraint trigger ledger_transactions_balanced
  after insert on ledger_transactions
  deferrable initially deferred
  for each row execute function ledger_transactions_check_balanced();
drop function ledger_note_unchecked(bigint);

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

drop trigger ledger_postings_balanced on ledger_postings;
create constraint trigger ledger_postings_balanced
  after insert on ledger_postings
  deferrable initially deferred
  for each row execute function ledger_postings_check_balanced();
