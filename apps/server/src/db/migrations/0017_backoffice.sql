-- The back office: dealer opening limits, staff two-factor sign-in and the audit log.

-- How many accounts a dealer may open under itself; 0 means no limit (spec 002 §5).
alter table users add column user_limit integer not null default 0 check (user_limit >= 0);
alter table users add column dealer_limit integer not null default 0 check (dealer_limit >= 0);

-- An authenticator-app secret per staff account; sign-in asks for its code once enabled_at is set.
create table staff_totp (
  user_id integer primary key references users (id),
  secret text not null,
  enabled_at timestamptz not null,
  -- The last accepted time step: a code is good once, so a code seen over a shoulder cannot be replayed.
  last_step bigint not null default 0
);

-- Every back-office write: who did what to which target, with the before and after, in the same
-- transaction as the write itself. Rows are never changed or removed.
create table audit_log (
  id bigserial primary key,
  site_id integer not null references sites (id),
  actor_id integer not null references users (id),
  actor_name text not null,
  actor_role text not null,
  -- The actor's and the target's places in the dealer tree: a dealer reads the entries of its subtree.
  actor_path integer[] not null,
  target_path integer[] not null default '{}',
  ip text not null,
  action text not null,
  target_type text not null,
  target_id text not null,
  target_name text,
  before jsonb,
  after jsonb,
  at timestamptz not null
);
create index audit_log_site_at on audit_log (site_id, at desc, id desc);
create index audit_log_actor_path on audit_log using gin (actor_path);
create index audit_log_target_path on audit_log using gin (target_path);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only';
end $$;

create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
