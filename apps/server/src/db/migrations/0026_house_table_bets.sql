-- Bets at the in-house live tables: one row per placement, with the (sealed) launch token its
-- round's win is paid under once the table reveals the outcome.
create table house_table_bets (
  id bigserial primary key,
  game_code text not null,
  round bigint not null,
  user_id integer not null,
  request_id text not null,
  token_sealed text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  bets jsonb not null,
  stake bigint not null check (stake > 0),
  win bigint check (win >= 0),
  -- open: bet not confirmed; bet: stake taken, waiting for the outcome; settled; cancelled.
  state text not null check (state in ('open', 'bet', 'settled', 'cancelled')),
  placed_at timestamptz not null,
  lease_until timestamptz not null,
  unique (game_code, user_id, request_id)
);

create index house_table_bets_round on house_table_bets (game_code, round, user_id);
create index house_table_bets_unsettled on house_table_bets (round) where state in ('open', 'bet');
