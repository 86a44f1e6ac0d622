-- Terminal coupons are paid in cash at the counter, and marked so by staff; until now settlement,
-- cancel and sale marked every coupon that gave money as paid. No counter payment existed before
-- this, so every terminal coupon marked paid was marked by the system: they wait for the counter.
update coupons
set paid = false, paid_at = null
where paid
  and user_id in (select id from users where role in ('terminal', 'terminal_user'));
