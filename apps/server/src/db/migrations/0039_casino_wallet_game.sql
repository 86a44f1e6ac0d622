-- The game of each wallet call, from its launch session, so the back office can list an outside
-- provider's rounds and sum them per game and company beside the in-house ones. Calls recorded
-- before this have none: their rounds show under the provider's code.
alter table casino_wallet_transactions add column game_code text;
