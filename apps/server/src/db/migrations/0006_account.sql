-- Registration captchas, account activation codes, and players' deposit and withdraw requests.

-- The answer never leaves the server; a captcha is used once (used_at) and expires.
create table captchas (
  id text primary key,
  answer text not null,
  site_id integer not null references sites (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index captchas_expires on captchas (expires_at);

-- E-mail or SMS activation of a new account; only the SHA-256 hex of the code is kept.
create table activation_codes (
  code_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  channel smallint not null check (channel in (1, 2)),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index activation_codes_user on activation_codes (user_id);

-- Deposit (0) and withdraw (1) requests; status 0 waiting, 1 confirmed, 2 canceled. Amounts in minor units.
create table transfer_requests (
  id bigserial primary key,
  user_id integer not null references users (id),
  site_id integer not null references sites (id),
  transfer_type smallint not null check (transfer_type in (0, 1)),
  amount bigint not null check (amount > 0),
  status smallint not null default 0 check (status in (0, 1, 2)),
  pay_tag text not null default '',
  cat_name text not null default '',
  logo text not null default '',
  note text not null default '',
  req_result text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transfer_requests_user_created on transfer_requests (user_id, created_at desc, id desc);
create index transfer_requests_site_status on transfer_requests (site_id, status, created_at);
