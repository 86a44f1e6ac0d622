-- "Selling allowed" became a role permission: roles that existed before it keep letting the
-- players below them sell, as everyone could until now. Their operators may take it away.
update roles
set permissions = array_append(permissions, 'coupons.allowSelling')
where kind in ('admin', 'dealer', 'sub_dealer')
  and not ('coupons.allowSelling' = any (permissions));
