-- The jackpots: how far each has read the ledger's stakes, and its pots, one running per currency.
-- A pot's drop point is drawn when it is seeded and kept secret (only its commitment is shown)
-- until it drops.
create table jackpot_progress (
  jackpot text primary key,
  -- The last ledger transaction whose stakes this jackpot has counted.
  watermark bigint not null
);

create table jackpot_cycles (
  id bigserial primary key,
  jackpot text not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  cycle integer not null check (cycle > 0),
  seeded_at timestamptz not null,
  drop_point bigint not null,
  salt text not null,
  commitment text not null,
  pot bigint not null check (pot >= 0),
  state text not null check (state in ('running', 'dropped')),
  winner_user_id integer,
  won bigint,
  dropped_at timestamptz,
  unique (jackpot, currency, cycle)
);

create unique index jackpot_cycles_running on jackpot_cycles (jackpot, currency) where state = 'running';
create index jackpot_cycles_dropped on jackpot_cycles (dropped_at desc) where state = 'dropped';
