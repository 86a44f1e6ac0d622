-- The money ledger: accounts, transactions made of balanced postings, and idempotency keys.
-- Postings and transactions are append-only; a mistake is corrected by a reversing transaction.

create table ledger_accounts (
  id bigserial primary key,
  user_id integer references users (id),
  kind text not null check (kind ~ '^[a-z][a-z_]{1,39}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Customer accounts (allow_negative false) keep a cached balance that may never go below zero;
  -- system accounts may go negative and keep no cache: their balance is the sum of their postings.
  allow_negative boolean not null,
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  constraint ledger_accounts_balance_non_negative check (allow_negative or balance >= 0),
  constraint ledger_accounts_system_no_cache check (not allow_negative or balance = 0)
);
create unique index ledger_accounts_user_kind_currency on ledger_accounts (user_id, kind, currency)
  where user_id is not null;
create unique index ledger_accounts_system_kind_currency on ledger_accounts (kind, currency)
  where user_id is null;

create table ledger_transactions (
  id bigserial primary key,
  -- The cause type (credit_transfer, coupon_stake, payout, reversal, ...) and the cause's id.
  kind text not null check (kind ~ '^[a-z][a-z_]{1,39}$'),
  reference text not null,
  actor_user_id integer,
  request_id text,
  reverses_id bigint references ledger_transactions (id),
  memo text not null default '',
  created_at timestamptz not null default now()
);
create index ledger_transactions_kind_reference on ledger_transactions (kind, reference);
-- A transaction is reversed at most once.
create unique index ledger_transactions_reverses on ledger_transactions (reverses_id) where reverses_id is not null;

create table ledger_postings (
  id bigserial primary key,
  transaction_id bigint not null references ledger_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  -- Signed minor units: positive moves money into the account.
  amount bigint not null check (amount <> 0),
  created_at timestamptz not null default now()
);
create index ledger_postings_transaction on ledger_postings (transaction_id);
create index ledger_postings_account_created on ledger_postings (account_id, created_at, id);

-- At commit every transaction must have postings that sum to zero in each currency.
create function ledger_assert_balanced(txid bigint) returns void language plpgsql as $$
begin
  if not exists (select 1 from ledger_postings where transaction_id = txid) then
    raise exception 'ledger transaction % has no postings', txid using errcode = '23514';
  end if;
  if exists (
    select 1
    from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    where p.transaction_id = txid
    group by a.currency
    having sum(p.amount) <> 0
  ) then
    raise exception 'ledger transaction % does not balance', txid using errcode = '23514';
  end if;
end
$$;

create function ledger_postings_check_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_assert_balanced(new.transaction_id);
  return null;
end
$$;

create function ledger_transactions_check_balanced() returns trigger language plpgsql as $$
begin
  perform ledger_assert_balanced(new.id);
  return null;
end
$$;

create constraint trigger ledger_postings_balanced
  after insert on ledger_postings
  deferrable initially deferred
  for each row execute function ledger_postings_check_balanced();

create constraint trigger ledger_transactions_balanced
  after insert on ledger_transactions
  deferrable initially deferred
  for each row execute function ledger_transactions_check_balanced();

create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only: correct it with a reversing transaction', tg_table_name
    using errcode = '55000';
end
$$;

create trigger ledger_postings_append_only
  before update or delete on ledger_postings
  for each row execute function ledger_refuse_change();
create trigger ledger_postings_no_truncate
  before truncate on ledger_postings
  for each statement execute function ledger_refuse_change();
create trigger ledger_transactions_append_only
  before update or delete on ledger_transactions
  for each row execute function ledger_refuse_change();
create trigger ledger_transactions_no_truncate
  before truncate on ledger_transactions
  for each statement execute function ledger_refuse_change();

-- An account's identity never changes once it may hold postings; only its cached balance moves.
create function ledger_accounts_refuse_identity_change() returns trigger language plpgsql as $$
begin
  if new.id <> old.id or new.user_id is distinct from old.user_id or new.kind <> old.kind
     or new.currency <> old.currency or new.allow_negative <> old.allow_negative then
    raise exception 'a ledger account''s owner, kind, currency and sign rule are fixed' using errcode = '55000';
  end if;
  return new;
end
$$;
create trigger ledger_accounts_fixed_identity
  before update of id, user_id, kind, currency, allow_negative on ledger_accounts
  for each row execute function ledger_accounts_refuse_identity_change();

-- Every money-moving call's key, stored with a hash of its input and its answer in the same transaction.
create table idempotency_keys (
  actor_user_id integer not null default 0,
  request_id text not null,
  operation text not null,
  request_hash text not null,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (actor_user_id, request_id)
);
