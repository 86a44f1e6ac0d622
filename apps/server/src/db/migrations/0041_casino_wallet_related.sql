-- A wallet call's first step in one round trip: wait for the other calls of its round (the lock is
-- held until the transaction ends), then read the provider's records that bear on the call (see
-- wallet-record.ts). A plpgsql function, because each of its statements takes a new snapshot: one
-- statement holding both would read with the snapshot taken before the lock was granted, and miss a
-- call of the round that committed while it waited.
create function casino_wallet_related(p_provider integer, p_transaction text, p_round text, p_bets text[])
returns table (kind text, provider_transaction_id text, round_id text, bet_transaction_id text,
  request_hash text, answer jsonb)
language plpgsql volatile as $$
begin
  perform pg_advisory_xact_lock(hashtext('casino:' || p_provider || ':' || p_round));
  return query
    select t.kind, t.provider_transaction_id, t.round_id, t.bet_transaction_id, t.request_hash, t.answer
    from casino_wallet_transactions t
    where t.provider_id = p_provider
      and (t.provider_transaction_id = p_transaction or t.round_id = p_round
        or t.bet_transaction_id = any(p_bets));
end $$;
