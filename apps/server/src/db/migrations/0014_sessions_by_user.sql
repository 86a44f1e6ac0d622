-- Every session of a user, revoked ones too: getUserData tells a first sign-in from a returning player.
create index if not exists sessions_by_user on sessions (user_id);
