-- casino_wallet_related's query is planned for the values of each call. plpgsql keeps a statement's
-- plan for the connection's life, and after five calls it may keep a generic one. One made while the
-- table was nearly empty looked up the provider's rows by provider alone and filtered them, so each
-- call read every record the provider ever had: under steady play the wallet's pairs per second fell
-- by half within a minute. Planning each call costs a fraction of a millisecond.
alter function casino_wallet_related(integer, text, text, text[]) set plan_cache_mode = force_custom_plan;
