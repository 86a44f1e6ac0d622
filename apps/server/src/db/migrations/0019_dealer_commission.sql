-- Dealer commission: each dealer-kind account's share of its subtree's GGR, shown in the back
-- office's report. In basis points (hundredths of a percent: 1250 is 12.50%); 0 earns none. A
-- sub-dealer's rate is carved out of its parent's, so it never exceeds it (checked on every change).
alter table users add column commission_rate integer not null default 0
  check (commission_rate between 0 and 10000);
