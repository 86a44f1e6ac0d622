-- Reference lists every site shares: interface languages, countries (registration, profile) and currencies.
create table languages (
  code text primary key,
  name text not null,
  native_name text not null,
  dir text not null default 'ltr' check (dir in ('ltr', 'rtl')),
  locale text not null,
  flag text not null default '',
  status smallint not null default 1 check (status in (0, 1)),
  sort integer not null default 0
);

create table countries (
  id integer primary key,
  iso text not null unique,
  name text not null,
  nicename text not null,
  iso3 text,
  numcode integer,
  phonecode integer not null
);

create table currencies (
  code text primary key,
  symbol text not null,
  name text not null,
  minor_digits smallint not null default 2 check (minor_digits between 0 and 4),
  status smallint not null default 1 check (status in (0, 1))
);
