-- Promotions, pop-ups and notifications (spec 002 §2): promotions and pop-ups are per site and
-- language with an optional active window; a notification targets one player, a dealer's subtree or
-- the whole site, and a player's read marks are the only per-player rows.

create table promotions (
  id serial primary key,
  site_id integer not null references sites (id),
  lang text not null,
  title text not null,
  image_url text not null,
  content text not null default '',
  position integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  updated_at timestamptz not null default now(),
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);
create index promotions_site_lang on promotions (site_id, lang, position);

create table popups (
  id serial primary key,
  site_id integer not null references sites (id),
  lang text not null,
  type smallint not null check (type between 0 and 9),
  type2 smallint not null check (type2 between 0 and 9),
  title text not null,
  content text not null default '',
  auto_close boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz,
  updated_at timestamptz not null default now(),
  check (ends_at is null or starts_at is null or ends_at > starts_at)
);
create index popups_site_lang on popups (site_id, lang);

create table notifications (
  id serial primary key,
  site_id integer not null references sites (id),
  -- 'site': everyone on the site; 'tree': the target user and everyone below it; 'user': that user only.
  audience text not null check (audience in ('site', 'tree', 'user')),
  target_user_id integer references users (id),
  title text not null,
  banner_url text,
  content text not null default '',
  sent_by integer not null references users (id),
  created_at timestamptz not null default now(),
  check ((audience = 'site') = (target_user_id is null))
);
create index notifications_site_created on notifications (site_id, created_at desc);
create index notifications_target on notifications (target_user_id) where target_user_id is not null;

create table notification_reads (
  notification_id integer not null references notifications (id) on delete cascade,
  user_id integer not null references users (id),
  read_at timestamptz not null,
  primary key (user_id, notification_id)
);
