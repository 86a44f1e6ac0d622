-- The dealers above the player when the game was opened, kept with the launch token: every bet
-- counts against their casino limits, and reading them from the account on each instance's first
-- call of a session cost a round trip. Tokens issued before hold none and read the account.
alter table casino_launch_tokens add column dealer_path integer[];
