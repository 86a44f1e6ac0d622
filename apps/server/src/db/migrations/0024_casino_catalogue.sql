-- The casino catalogue players browse and open (spec 002 §3, §7): game companies (providers of
-- games, run by one wallet provider), live casino categories and games by their service ids; what
-- each site shows, in which order and under which Home tabs; and the dealers' daily casino stake
-- limits with the stakes counted against them.
alter table casino_providers add column launch_url text not null default '';

create table casino_companies (
  id integer primary key,
  name text not null,
  logo text not null default '',
  limit_text text not null default '',
  provider_id integer not null references casino_providers (id),
  -- 4 live casino, 5 slots, else a virtual, TV or bingo top service.
  top_service_id integer not null,
  created_at timestamptz not null default now()
);

create table casino_categories (
  id integer primary key,
  company_id integer not null references casino_companies (id),
  name text not null,
  position integer not null default 0
);

create table casino_games (
  id integer primary key,
  company_id integer not null references casino_companies (id),
  category_id integer references casino_categories (id),
  game_code text not null,
  title text not null,
  logo text not null default '',
  extras text not null default '{}',
  open_lobby smallint not null default 0,
  iframe smallint not null default 0,
  created_at timestamptz not null default now(),
  unique (company_id, game_code)
);

create table casino_site_companies (
  site_id integer not null,
  company_id integer not null references casino_companies (id),
  enabled boolean not null default true,
  position integer not null default 0,
  primary key (site_id, company_id)
);

create table casino_site_games (
  site_id integer not null,
  game_id integer not null references casino_games (id),
  enabled boolean not null default true,
  position integer not null default 0,
  popular boolean not null default false,
  is_new boolean not null default false,
  primary key (site_id, game_id)
);

-- 0 means unlimited.
create table casino_dealer_limits (
  dealer_id integer primary key,
  daily_stake_limit bigint not null check (daily_stake_limit >= 0),
  updated_at timestamptz not null default now()
);

-- One row per dealer and day, raised by every wallet bet of its subtree in the bet's transaction.
create table casino_dealer_usage (
  dealer_id integer not null,
  day date not null,
  staked bigint not null check (staked >= 0),
  primary key (dealer_id, day)
);
