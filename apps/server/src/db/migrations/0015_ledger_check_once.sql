-- The balance check at commit once per database transaction, not once per ledger transaction: each
-- ledger transaction written notes the lowest id written since the last check (a setting local to
-- the database transaction) and queues the deferred check only when none is queued; that one check
-- reads every ledger transaction from the noted id on in two set-based queries. A posting added to
-- a ledger transaction below the noted id (one written before) is still checked on its own. A
-- savepoint rolled back takes both its queued checks and its notes with it.
create function ledger_note_unchecked(txid bigint) returns boolean language plpgsql as $$
declare
  noted text := current_setting('ledger.unchecked_from', true);
begin
  if noted is null or noted = '' then
    perform set_config('ledger.unchecked_from', txid::text, true);
    return true;
  end if;
  if txid < noted::bigint then
    perform set_config('ledger.unchecked_from', txid::text, true);
  end if;
  return false;
end
$$;

create or replace function ledger_transactions_check_balanced() returns trigger language plpgsql as $$
declare
  noted text := current_setting('ledger.unchecked_from', true);
  bad bigint;
begin
  if noted is null or noted = '' then
    return null;
  end if;
  perform set_config('ledger.unchecked_from', '', true);
  select t.id into bad from ledger_transactions t
  where t.id >= noted::bigint
    and not exists (select 1 from ledger_postings p where p.transaction_id = t.id)
  limit 1;
  if bad is not null then
    raise exception 'ledger transaction % has no postings', bad using errcode = '23514';
  end if;
  select p.transaction_id into bad
  from ledger_postings p
  join ledger_accounts a on a.id = p.account_id
  where p.transaction_id >= noted::bigint
  group by p.transaction_id, a.currency
  having sum(p.amount) <> 0
  limit 1;
  if bad is not null then
    raise exception 'ledger transaction % does not balance', bad using errcode = '23514';
  end if;
  return null;
end
$$;

drop trigger ledger_transactions_balanced on ledger_transactions;
create constraint trigger ledger_transactions_balanced
  after insert on ledger_transactions
  deferrable initially deferred
  for each row when (ledger_note_unchecked(new.id))
  execute function ledger_transactions_check_balanced();

create or replace function ledger_postings_check_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_assert_balanced(new.transaction_id);
  return null;
end
$$;

drop trigger ledger_postings_balanced on ledger_postings;
create constraint trigger ledger_postings_balanced
  after insert on ledger_postings
  deferrable initially deferred
  for each row when (
    new.transaction_id < coalesce(
      nullif(current_setting('ledger.unchecked_from', true), '')::bigint, 9223372036854775807))
  execute function ledger_postings_check_balanced();
