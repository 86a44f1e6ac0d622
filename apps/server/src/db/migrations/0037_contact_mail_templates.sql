-- Players' contact messages, kept as threads the back office answers by e-mail; each site's own e-mail
-- templates; and the HTML part of every mail in the outbox.

create table contact_threads (
  id serial primary key,
  site_id integer not null references sites (id),
  -- The signed-in player who wrote (null for a visitor); the answer goes to the e-mail address.
  user_id integer references users (id),
  -- As the player was named when writing, for the inbox list.
  username text,
  email text not null,
  lang text not null,
  top_category text not null,
  category text not null default '',
  state text not null default 'open' check (state in ('open', 'answered', 'closed')),
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now()
);
create index contact_threads_site_latest on contact_threads (site_id, last_message_at desc, id desc);

create table contact_messages (
  id serial primary key,
  thread_id integer not null references contact_threads (id) on delete cascade,
  author text not null check (author in ('player', 'staff')),
  staff_id integer references users (id),
  staff_name text,
  body text not null,
  created_at timestamptz not null default now()
);
create index contact_messages_thread on contact_messages (thread_id, id);

create table mail_templates (
  id serial primary key,
  site_id integer not null references sites (id),
  kind text not null,
  lang text not null,
  subject text not null,
  -- Sanitized HTML with {{placeholders}}.
  body text not null,
  updated_at timestamptz not null default now()
);
create unique index mail_templates_site_kind_lang on mail_templates (site_id, kind, lang);

alter table mail_outbox add column html text;
