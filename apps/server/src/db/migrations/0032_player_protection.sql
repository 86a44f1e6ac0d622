-- Responsible gambling: the player's own limits and exclusions (see packages/domain protection rules).

-- A limit in force (value; null means none) and a loosening that waits (pending_from) for the
-- player's confirmation. Money limits in minor units, the others in minutes.
create table player_limits (
  user_id integer not null references users (id),
  kind text not null check (kind in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week',
    'loss_month', 'session_minutes', 'reality_minutes')),
  value bigint check (value >= 0),
  has_pending boolean not null default false,
  pending_value bigint check (pending_value >= 0),
  pending_from timestamptz,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);

-- Time-outs and self-exclusions: nobody lifts one early, so rows are only ever added.
create table player_exclusions (
  id serial primary key,
  user_id integer not null references users (id),
  kind text not null check (kind in ('timeout', 'self_exclusion')),
  period text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);
create index player_exclusions_user on player_exclusions (user_id, ends_at desc);

-- A session the player limited ends by this time, however active it is.
alter table sessions add column ends_by timestamptz;
