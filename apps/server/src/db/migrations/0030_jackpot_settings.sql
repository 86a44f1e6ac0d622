-- An operator's changes to a jackpot's rules (share of stakes, seed, must-drop amount); a jackpot
-- without a row runs on its default rules. Admin roles gain the permission to change them.
create table jackpot_settings (
  jackpot text primary key,
  contribution_bp integer not null check (contribution_bp between 0 and 500),
  seed bigint not null check (seed >= 0),
  -- Only for jackpots that drop by amount.
  must_drop_by bigint check (must_drop_by > seed),
  updated_at timestamptz not null
);

update roles
set permissions = array_append(permissions, 'jackpots.manage')
where kind = 'admin'
  and not ('jackpots.manage' = any (permissions));
