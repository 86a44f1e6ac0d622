-- The in-house game provider's own records: each player's next seeds per game (the server seed
-- shown only by its hash until used), and every round with the seeds that fixed it, so a reload
-- can finish a round and anyone can verify it once its seed is revealed.
create table house_seeds (
  user_id integer not null,
  game_code text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null check (nonce >= 0),
  primary key (user_id, game_code)
);

create table house_rounds (
  id text primary key,
  user_id integer not null,
  game_code text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null,
  stake_per_line bigint not null check (stake_per_line > 0),
  stake bigint not null check (stake > 0),
  win bigint not null check (win >= 0),
  outcome jsonb not null,
  -- open: drawn, bet not confirmed; bet: stake taken, win owed; settled; cancelled: bet refused or refunded.
  state text not null check (state in ('open', 'bet', 'settled', 'cancelled')),
  played_at timestamptz not null,
  -- Until then the spin that drew the round drives it; after, anyone may finish it.
  lease_until timestamptz not null,
  settled_at timestamptz
);

create index house_rounds_player on house_rounds (user_id, game_code, nonce desc);
create index house_rounds_unfinished on house_rounds (user_id, game_code) where state in ('open', 'bet');
