-- Every e-mail the site sends, kept for the operator and for development without SMTP.
create table mail_outbox (
  id bigserial primary key,
  site_id integer,
  recipient text not null,
  subject text not null,
  body text not null,
  transport text not null check (transport in ('smtp', 'outbox')),
  created_at timestamptz not null default now()
);
