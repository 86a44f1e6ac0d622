-- The back office's lists on sites of 100,000 users: search inside names by trigram, and the
-- credit column ordered by an index rather than a sort of every account.

-- Created once per database, beside the tables of every schema; another schema migrating at the same
-- moment may have just made it.
do $$
begin
  create extension if not exists pg_trgm with schema public;
exception when unique_violation or duplicate_object then null;
end $$;

-- What the users list searches: name, first and last name and e-mail, lowercased.
create index users_search on users using gin (
  (lower(username || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, ''))) public.gin_trgm_ops
);

create index ledger_accounts_credit_balance on ledger_accounts (balance, user_id) where kind in ('player', 'dealer');

-- The list's filters by kind and status, counted from the index alone.
create index users_site_role_status on users (site_id, role, status);
