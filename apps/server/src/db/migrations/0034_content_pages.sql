-- A site's static pages (terms, responsible gaming, help, bet dictionary and the operator's own): one
-- title and sanitized HTML body per page id and language.

create table site_pages (
  id serial primary key,
  site_id integer not null references sites (id),
  page_id integer not null check (page_id > 0),
  lang text not null,
  title text not null,
  content text not null default '',
  updated_at timestamptz not null default now()
);
-- A page's content is added once per language; later changes edit it.
create unique index site_pages_page_lang on site_pages (site_id, page_id, lang);
