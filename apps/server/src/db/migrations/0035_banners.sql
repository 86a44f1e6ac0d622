-- A site's banner groups (a slider carousel or a row of image links, shown at one place of the site)
-- and the banners in them: an uploaded image, a link, a title, for one language or for every one.

create table banner_groups (
  id serial primary key,
  site_id integer not null references sites (id),
  name text not null,
  type text not null check (type in ('slider', 'normal')),
  display_state text not null,
  sort_order integer not null default 0,
  updated_at timestamptz not null default now()
);
create index banner_groups_site on banner_groups (site_id, display_state, sort_order);

create table banners (
  id serial primary key,
  site_id integer not null references sites (id),
  group_id integer not null references banner_groups (id) on delete cascade,
  -- null: shown in every language.
  lang text,
  title text not null default '',
  url text not null default '',
  image text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  sort_order integer not null default 0,
  updated_at timestamptz not null default now()
);
create index banners_group on banners (group_id, sort_order);
