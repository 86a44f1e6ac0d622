-- Every user holds its credit account from the start (the wallet finds it by user, not by role).
insert into ledger_accounts (user_id, kind, currency, allow_negative)
select u.id, case when u.role in ('admin', 'dealer', 'sub_dealer', 'partner') then 'dealer' else 'player' end, u.currency, false
from users u
where not exists (
  select 1 from ledger_accounts a
  where a.user_id = u.id and a.currency = u.currency and a.kind in ('player', 'dealer')
);
