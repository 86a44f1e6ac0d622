-- The registration captcha becomes a proof-of-work challenge: signed by the server, so issuing one
-- writes nothing; a solved one is spent once, which the spent_challenges table remembers until it expires.
drop table captchas;

-- One key for every server instance on this database; made on first use.
create table challenge_keys (
  id smallint primary key check (id = 1),
  secret text not null
);

create table spent_challenges (
  nonce text primary key,
  expires_at timestamptz not null
);
create index spent_challenges_expires on spent_challenges (expires_at);
