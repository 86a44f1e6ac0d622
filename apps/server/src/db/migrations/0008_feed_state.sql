-- Markets live as one document per match: the feed rewrites a match's prices together many
-- times a minute, and every reader wants them together. Results per period for settlement
-- and the results page; TV streams set by the operator.
drop table outcomes;
drop table markets;

alter table matches drop column score;
alter table matches add column version integer not null default 0;
alter table matches add column ended_at timestamptz;
create index matches_open_idx on matches (starts_at) where ended_at is null;

create table match_markets (
  match_id bigint primary key references matches (id) on delete cascade,
  -- [{oddsType, special, suspended, active, outcomes: [{outcomeId, name, odds, pos, suspended}]}], odds in thousandths.
  markets jsonb not null,
  updated_at timestamptz not null default now()
);

create table match_results (
  match_id bigint primary key references matches (id) on delete cascade,
  status text not null,
  score jsonb not null,
  periods jsonb not null,
  corners jsonb,
  cards jsonb,
  decided_at timestamptz not null default now()
);
create index match_results_decided_idx on match_results (decided_at);

create table tv_streams (
  match_id bigint primary key references matches (id) on delete cascade,
  url text not null,
  created_at timestamptz not null default now()
);
