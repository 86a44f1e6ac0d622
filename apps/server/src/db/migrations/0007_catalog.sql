-- Sports catalogue: reference lists (sports, categories, tournaments, teams) and the
-- matches with their markets (odd groups) and outcomes fed by the odds feed.
create table sports (
  id integer primary key,
  name text not null,
  name_tr text not null,
  sort integer not null default 0
);

create table categories (
  id integer primary key,
  sport_id integer not null references sports (id),
  name text not null,
  flag text not null default ''
);
create index categories_sport_idx on categories (sport_id);

create table tournaments (
  id integer primary key,
  sport_id integer not null references sports (id),
  category_id integer not null references categories (id),
  name text not null,
  priority integer not null default 0
);
create index tournaments_category_idx on tournaments (category_id);

create table teams (
  id integer primary key,
  sport_id integer not null references sports (id),
  name text not null,
  rating smallint not null default 50
);

create table matches (
  id bigserial primary key,
  external_id text not null unique,
  sport_id integer not null references sports (id),
  category_id integer not null references categories (id),
  tournament_id integer not null references tournaments (id),
  home_team_id integer not null references teams (id),
  away_team_id integer not null references teams (id),
  starts_at timestamptz not null,
  status text not null default 'not_started',
  bet_status text not null default 'started',
  active smallint not null default 1 check (active in (0, 1)),
  visible smallint not null default 1 check (visible in (0, 1)),
  live_active smallint not null default 1 check (live_active in (0, 1)),
  score jsonb,
  state jsonb,
  updated_at timestamptz not null default now()
);
create index matches_sport_starts_idx on matches (sport_id, starts_at);
create index matches_status_idx on matches (status);

create table markets (
  id bigserial primary key,
  match_id bigint not null references matches (id) on delete cascade,
  odds_type integer not null,
  special text not null default '',
  active smallint not null default 1 check (active in (0, 1)),
  suspended smallint not null default 0 check (suspended in (0, 1)),
  visible smallint not null default 1 check (visible in (0, 1)),
  unique (match_id, odds_type, special)
);

create table outcomes (
  id bigserial primary key,
  market_id bigint not null references markets (id) on delete cascade,
  outcome_id text not null,
  name text not null,
  -- Odds in thousandths (1.85 -> 1850).
  odds integer not null,
  previous_odds integer,
  active smallint not null default 1 check (active in (0, 1)),
  suspended smallint not null default 0 check (suspended in (0, 1)),
  -- Per-outcome stake limits in minor units: smis, smas, smay, kmis, kmas, kmay, mintip.
  limits jsonb,
  unique (market_id, outcome_id)
);
