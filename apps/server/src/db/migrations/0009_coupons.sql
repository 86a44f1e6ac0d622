-- Coupons and their picks. A coupon's stake moves from the player to the house's stakes account
-- in the transaction that writes it; settling, selling, cancelling or releasing a held live
-- coupon moves it on (spec 001 sections 4 and 7).
create table coupons (
  id bigserial primary key,
  -- What the player and the share link know the coupon by: unguessable, uppercase.
  ticket_id text not null unique,
  user_id integer not null references users (id),
  request_id text not null,
  -- TK single, KK combination, CK multiple, SK system.
  ticket_type text not null check (ticket_type in ('TK', 'KK', 'CK', 'SK')),
  is_live boolean not null,
  -- held: a live coupon waiting out the bet delay; accepted; released: a hold the odds moved on.
  phase text not null default 'accepted' check (phase in ('held', 'accepted', 'released')),
  hold_until timestamptz,
  -- 0 open, 1 won, -1 lost, -2 cancelled, 2 sold.
  status smallint not null default 0 check (status in (0, 1, -1, -2, 2)),
  staketype smallint not null,
  -- Chosen system sizes (picks per combination, bankers included); empty when not a system.
  system_sizes smallint[] not null default '{}',
  combinations integer not null check (combinations > 0),
  currency text not null,
  -- Minor units. total_stake = ticket_stake * combinations.
  ticket_stake bigint not null check (ticket_stake > 0),
  total_stake bigint not null check (total_stake > 0),
  -- Thousandths: the odds of the coupon's best combination, capped.
  total_odds integer not null,
  odds_cap integer not null,
  -- Basis points of the win (500 = 5 %).
  bonus_bp integer not null default 0,
  -- The most it can pay (bonus included, capped at user_max_pay when that is not 0).
  max_pay bigint not null,
  user_max_pay bigint not null,
  -- What it paid: winnings, sale price or refund; bonus_pay is the bonus part of it.
  income bigint not null default 0,
  bonus_pay bigint not null default 0,
  paid boolean not null default false,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  -- Bumped whenever a corrected result re-settles it.
  settle_round integer not null default 0,
  -- Which outcomes it is made of and its stake type, hashed: the same coupon placed again has the same.
  picks_hash text not null default '',
  unique (user_id, request_id)
);
create index coupons_user_idx on coupons (user_id, created_at desc);
create index coupons_open_idx on coupons (id) where status = 0;
create index coupons_held_idx on coupons (hold_until) where phase = 'held';
create index coupons_repeat_idx on coupons (user_id, picks_hash) where phase = 'accepted';

create table coupon_picks (
  coupon_id bigint not null references coupons (id) on delete cascade,
  position smallint not null,
  match_id bigint not null references matches (id),
  odds_type integer not null,
  special text not null,
  outcome_id text not null,
  -- Thousandths, as accepted.
  odds integer not null check (odds > 1000),
  live boolean not null,
  banker boolean not null default false,
  -- The minute and score when a live pick was taken ('' for prematch).
  taken_minute text not null default '',
  taken_score text not null default '',
  result text not null default 'open'
    check (result in ('open', 'won', 'lost', 'void', 'half_won', 'half_lost')),
  settled_at timestamptz,
  primary key (coupon_id, position)
);
create index coupon_picks_match_idx on coupon_picks (match_id, result);

-- The order in which the teams scored (football), for next-goal markets.
alter table match_results add column goals jsonb;
