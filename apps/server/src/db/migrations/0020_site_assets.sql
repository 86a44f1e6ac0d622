-- Files a site's operator uploads (its logo), kept in the database so that every server instance
-- serves the same bytes. One current file per site and kind; URLs name it by its content hash.
create table site_assets (
  site_id integer not null references sites (id) on delete cascade,
  kind text not null check (kind in ('logo')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  hash text not null,
  body bytea not null check (octet_length(body) <= 524288),
  updated_at timestamptz not null,
  primary key (site_id, kind)
);
