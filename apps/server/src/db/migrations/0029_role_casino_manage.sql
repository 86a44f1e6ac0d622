-- The casino's games and providers became a role permission: the admin roles that existed before it
-- keep managing their site as every admin could. Their operators may take it away.
update roles
set permissions = array_append(permissions, 'casino.manage')
where kind = 'admin'
  and not ('casino.manage' = any (permissions));
