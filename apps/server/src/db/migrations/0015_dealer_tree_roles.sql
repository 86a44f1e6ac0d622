-- Each user's chain of ancestors ending with itself, so "is this user in my subtree" is one array test
-- and a subtree is one indexed query, with no recursive walk per request.
alter table users add column path integer[];

with recursive chain (id, path) as (
  select id, array[id] from users where parent_id is null
  union all
  select u.id, chain.path || u.id from users u join chain on u.parent_id = chain.id
)
update users set path = chain.path from chain where users.id = chain.id;

-- The trigger below always sets it; the default only lets an insert leave it out.
alter table users alter column path set default '{}', alter column path set not null;
create index users_path on users using gin (path);

-- The path follows parent_id on every write; a parent inside the user's own subtree is refused.
create function users_tree_path() returns trigger language plpgsql as $$
declare
  parent_path integer[];
begin
  if new.parent_id is null then
    new.path := array[new.id];
    return new;
  end if;
  select path into parent_path from users where id = new.parent_id;
  if parent_path is null then
    raise exception 'parent % of user % does not exist', new.parent_id, new.id;
  end if;
  if new.id = any (parent_path) then
    raise exception 'user % cannot move under its own subtree', new.id;
  end if;
  new.path := parent_path || new.id;
  return new;
end $$;

create trigger users_tree_path before insert or update of parent_id on users
  for each row execute function users_tree_path();

-- A moved user takes its subtree along.
create function users_subtree_moved() returns trigger language plpgsql as $$
begin
  update users
  set path = new.path || path[array_length(old.path, 1) + 1:]
  where path @> array[old.id] and id <> old.id;
  return null;
end $$;

create trigger users_subtree_moved after update of parent_id on users
  for each row when (old.parent_id is distinct from new.parent_id)
  execute function users_subtree_moved();

-- Back-office roles: named permission sets per site, each for one kind of account.
create table roles (
  id serial primary key,
  site_id integer not null references sites (id),
  name text not null,
  kind text not null check (kind in ('admin', 'dealer', 'sub_dealer', 'partner', 'terminal', 'terminal_user', 'player', 'affiliate_user', 'robot')),
  permissions text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index roles_site_name on roles (site_id, name);

alter table users add column role_id integer references roles (id);
