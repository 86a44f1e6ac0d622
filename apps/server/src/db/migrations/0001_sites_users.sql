-- White-label sites and the user tree (admins, dealers, terminals, players).
create table sites (
  id serial primary key,
  name text not null,
  operator_id integer not null,
  is_default boolean not null default false,
  settings jsonb not null default '{}'::jsonb,
  settings_version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index sites_one_default on sites (is_default) where is_default;

create table site_domains (
  domain text primary key,
  site_id integer not null references sites (id) on delete cascade
);

create table users (
  id serial primary key,
  site_id integer not null references sites (id),
  username text not null,
  password_hash text not null,
  role text not null check (role in ('admin', 'dealer', 'sub_dealer', 'partner', 'terminal', 'terminal_user', 'player', 'affiliate_user', 'robot')),
  parent_id integer references users (id),
  operator_id integer not null,
  status smallint not null default 1 check (status in (0, 1)),
  activation smallint not null default 0 check (activation in (0, 1, 2)),
  first_name text not null default '',
  last_name text not null default '',
  birth_date date,
  id_number text,
  sex text not null default 'm' check (sex in ('m', 'f')),
  email text,
  mobile text,
  city text not null default '',
  address text not null default '',
  post_code text not null default '',
  country_id integer,
  currency text not null default 'TRY',
  lang text not null default 'tr',
  autoprint smallint not null default 0,
  online_user smallint not null default 1,
  user_type integer not null default 0,
  staketype smallint not null default 0,
  terminal_no text,
  affiliate_status smallint not null default 0,
  affiliate_link text,
  referrer_id integer references users (id),
  permissions jsonb not null default '{}'::jsonb,
  limits jsonb not null default '{}'::jsonb,
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_site_username on users (site_id, username);
create unique index users_site_email on users (site_id, lower(email)) where email is not null;
create unique index users_site_mobile on users (site_id, mobile) where mobile is not null;
create unique index users_site_id_number on users (site_id, id_number) where id_number is not null;
create unique index users_affiliate_link on users (affiliate_link) where affiliate_link is not null;
create index users_parent on users (parent_id);
