-- Outside game providers are registered in the back office: when each provider's signing secret was
-- last set (made or rotated), and the service ids the companies and games they bring are given,
-- above every fixed id the spec and the in-house catalogue use.
alter table casino_providers add column secret_set_at timestamptz not null default now();
create sequence casino_service_ids start with 30000000;
