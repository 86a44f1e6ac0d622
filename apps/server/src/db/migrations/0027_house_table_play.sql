-- How a player played a blackjack placement (hits, a double and its wallet bet, standing).
alter table house_table_bets add column play jsonb;
