-- The seamless wallet game providers call: the providers and their sealed signing secrets, the
-- launch tokens that name a player's game session, and every money call a provider made, kept by
-- the provider's transaction id with the answer given (a retry gets the same answer).
create table casino_providers (
  id serial primary key,
  site_id integer not null,
  code text not null unique,
  name text not null,
  secret_sealed text not null,
  created_at timestamptz not null default now()
);

create table casino_launch_tokens (
  token_hash text primary key,
  provider_id integer not null references casino_providers (id),
  user_id integer not null,
  game_code text not null,
  service_type smallint not null check (service_type in (4, 5)),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create table casino_wallet_transactions (
  id bigserial primary key,
  provider_id integer not null references casino_providers (id),
  provider_transaction_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  user_id integer not null,
  round_id text not null,
  bet_transaction_id text,
  amount bigint not null,
  currency text not null,
  request_hash text not null,
  answer jsonb,
  ledger_transaction_id bigint,
  created_at timestamptz not null default now(),
  unique (provider_id, provider_transaction_id)
);
create index casino_wallet_transactions_round on casino_wallet_transactions (provider_id, round_id);
create index casino_wallet_transactions_bet on casino_wallet_transactions (provider_id, bet_transaction_id);
