-- Sign-in sessions, one-time hand-terminal login tokens, password reset codes and failed sign-ins.
-- Tokens and codes are stored only as SHA-256 hex digests: a leaked table cannot be replayed.
create table sessions (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  site_id integer not null references sites (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  last_seen_at timestamptz not null,
  revoked_at timestamptz,
  ip text not null default '',
  user_agent text not null default ''
);
create index sessions_user on sessions (user_id) where revoked_at is null;

create table hand_login_tokens (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index hand_login_tokens_user on hand_login_tokens (user_id);

create table password_resets (
  pass_code text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user on password_resets (user_id) where used_at is null;

create table login_failures (
  id bigserial primary key,
  site_id integer not null references sites (id) on delete cascade,
  username text not null,
  ip text not null default '',
  created_at timestamptz not null
);
create index login_failures_site_username_created on login_failures (site_id, username, created_at);
