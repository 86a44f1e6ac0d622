-- A provider the platform suspends (a contract ended, a breach under investigation): its games leave
-- every site's lists and launch no more, its wallet takes no new bets, and the rounds already open
-- still end, their wins and rollbacks accepted.
alter table casino_providers add column suspended_at timestamptz;
