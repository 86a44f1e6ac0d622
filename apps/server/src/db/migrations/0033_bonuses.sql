-- Bonuses a site offers and the players' requests of them. An accepted bonus sits in the player's
-- bonus account until its wagering is met (then it joins their credit) or it expires.

create table bonus_definitions (
  id serial primary key,
  site_id integer not null references sites (id),
  titles jsonb not null default '{}',
  terms jsonb not null default '{}',
  image text not null default '',
  -- A fixed amount, or basis points of the player's last confirmed deposit capped by max_amount.
  amount bigint not null default 0 check (amount >= 0),
  percent_bp integer not null default 0 check (percent_bp >= 0),
  max_amount bigint not null default 0 check (max_amount >= 0),
  wagering_multiplier integer not null default 0 check (wagering_multiplier >= 0),
  expiry_days integer not null default 30 check (expiry_days > 0),
  position integer not null default 0,
  active boolean not null default true
);
create index bonus_definitions_site on bonus_definitions (site_id, position);

create table bonus_requests (
  id bigserial primary key,
  definition_id integer not null references bonus_definitions (id),
  user_id integer not null references users (id),
  site_id integer not null references sites (id),
  -- 0 waiting, 1 accepted, 2 denied.
  status smallint not null default 0 check (status in (0, 1, 2)),
  currency text not null default 'TRY',
  amount bigint not null default 0 check (amount >= 0),
  wagering_required bigint not null default 0 check (wagering_required >= 0),
  -- An accepted bonus: wagering, released (paid into the credit) or expired.
  state text check (state in ('wagering', 'released', 'expired')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by integer references users (id),
  expires_at timestamptz,
  settled_at timestamptz
);
-- One open request of a bonus per player: a second waits for the first to be denied.
create unique index bonus_requests_open on bonus_requests (user_id, definition_id) where status in (0, 1);
create index bonus_requests_site_status on bonus_requests (site_id, status, created_at);
create index bonus_requests_wagering on bonus_requests (state, expires_at) where state = 'wagering';
