-- Lets a multi-row ledger statement refuse as a whole: raised from its last step, the error undoes
-- every row the statement changed, so it needs no savepoint around it. The reason is the message:
-- 'insufficientCredit' for a paying account that cannot pay, anything else a broken ledger rule.
create function ledger_refuse(reason text) returns integer language plpgsql as $$
begin
  raise exception '%', reason using errcode = 'LG001';
end
$$;
