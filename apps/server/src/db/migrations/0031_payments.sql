-- Payment methods per site, deposits and withdrawals with holds and approvals, and gateway callbacks.
-- Amounts in minor units; texts a player reads are kept per language ({"tr": ..., "en": ...}).

-- A site's payment categories for deposits (0) or withdrawals (1).
create table payment_categories (
  id serial primary key,
  site_id integer not null references sites (id),
  transfer_type smallint not null check (transfer_type in (0, 1)),
  names jsonb not null default '{}',
  info jsonb not null default '{}',
  logo text not null default '',
  open_link text not null default '',
  position integer not null default 0,
  active boolean not null default true
);
create index payment_categories_site on payment_categories (site_id, transfer_type, position);

-- A method within a category: how it takes the request, its bounds, its texts and form fields.
create table payment_types (
  id serial primary key,
  category_id integer not null references payment_categories (id),
  site_id integer not null references sites (id),
  pay_type text not null check (pay_type in ('manual', 'bank', 'gateway')),
  -- A gateway type's provider ('sandbox'); '' for the others.
  gateway text not null default '',
  tag text not null,
  logo text not null default '',
  min_amount bigint not null default 0 check (min_amount >= 0),
  max_amount bigint not null default 0 check (max_amount >= 0),
  info_fields jsonb not null default '[]',
  fields jsonb not null default '[]',
  position integer not null default 0,
  active boolean not null default true,
  -- A tag names one method of a site ("the same tag cannot be reused").
  constraint payment_types_tag unique (site_id, tag)
);
create index payment_types_category on payment_types (category_id, position);

-- The operator's bank accounts a bank-type method offers, and the amounts each takes.
create table payment_banks (
  id serial primary key,
  type_id integer not null references payment_types (id),
  name text not null,
  swift_code text not null default '',
  position integer not null default 0,
  active boolean not null default true
);
create index payment_banks_type on payment_banks (type_id, position);

create table payment_bank_amounts (
  id serial primary key,
  bank_id integer not null references payment_banks (id),
  amount bigint not null check (amount > 0),
  active boolean not null default true
);
create index payment_bank_amounts_bank on payment_bank_amounts (bank_id);

alter table transfer_requests
  add column pay_type_id integer references payment_types (id),
  add column pay_type text not null default 'manual',
  add column currency text not null default 'TRY',
  add column form_values jsonb not null default '[]',
  add column gateway text not null default '',
  -- The hosted payment page's unguessable address part, for gateway deposits.
  add column gateway_token text unique,
  add column decided_at timestamptz,
  add column decided_by integer references users (id);

-- Who approved a waiting request; above the site's threshold two different staff members must.
create table transfer_approvals (
  transfer_id bigint not null references transfer_requests (id),
  staff_id integer not null references users (id),
  created_at timestamptz not null default now(),
  primary key (transfer_id, staff_id)
);

-- Users (players or dealers, with everyone below them) whose transfers are blocked.
create table transfer_blocks (
  user_id integer primary key references users (id),
  blocked_by integer not null references users (id),
  created_at timestamptz not null default now()
);

-- Every gateway callback taken, by the provider's event id: a replay finds its event and changes nothing.
create table gateway_events (
  gateway text not null,
  event_id text not null,
  transfer_id bigint not null references transfer_requests (id),
  outcome text not null,
  applied boolean not null,
  created_at timestamptz not null default now(),
  primary key (gateway, event_id)
);

-- Staff with payments.manage run the transfer queue and the payment methods; admins keep doing it.
update roles
set permissions = array_append(permissions, 'payments.manage')
where kind = 'admin'
  and not ('payments.manage' = any (permissions));
