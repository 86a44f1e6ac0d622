-- Affiliates (spec 002 §2-§4, issue 14 items 7-8): a player's request and the operator's terms, one
-- revenue-share statement per affiliate and period (paid once: the unique key is the judge, also
-- between racing instances), the statement's per-player items, and the banners affiliates may use.

create table affiliate_accounts (
  user_id integer primary key references users (id),
  site_id integer not null references sites (id),
  status text not null default 'pending' check (status in ('pending', 'active', 'rejected')),
  percent_bp integer not null default 0 check (percent_bp between 0 and 10000),
  cutoff smallint not null default 0 check (cutoff in (0, 1)),
  carry_over boolean not null default true,
  tier_bp integer not null default 0 check (tier_bp between 0 and 10000),
  requested_at timestamptz not null,
  decided_at timestamptz,
  decided_by integer references users (id)
);
create index affiliate_accounts_site_status on affiliate_accounts (site_id, status);

create table affiliate_statements (
  id serial primary key,
  affiliate_user_id integer not null references affiliate_accounts (user_id),
  period_id text not null,
  period_start timestamptz not null,
  period_end timestamptz not null check (period_end > period_start),
  currency text not null,
  stakes bigint not null,
  wins bigint not null,
  bonuses bigint not null,
  ngr bigint not null,
  carried_in bigint not null check (carried_in <= 0),
  share bigint not null check (share >= 0),
  tier_share bigint not null check (tier_share >= 0),
  total bigint not null check (total = share + tier_share),
  carried_out bigint not null check (carried_out <= 0),
  transaction_id bigint references ledger_transactions (id),
  computed_at timestamptz not null
);
create unique index affiliate_statements_period on affiliate_statements (affiliate_user_id, period_id);

create table affiliate_statement_items (
  statement_id integer not null references affiliate_statements (id),
  player_user_id integer not null references users (id),
  stakes bigint not null,
  wins bigint not null,
  bonuses bigint not null,
  primary key (statement_id, player_user_id)
);

create table affiliate_banners (
  id serial primary key,
  site_id integer not null references sites (id),
  name text not null,
  url text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  position integer not null default 0
);
create index affiliate_banners_site on affiliate_banners (site_id, position);

-- Referred players are looked up by their affiliate on every affiliate call.
create index users_referrer on users (referrer_id) where referrer_id is not null;
