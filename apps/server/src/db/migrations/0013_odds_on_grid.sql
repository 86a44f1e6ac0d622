-- Prices are published on the odds grid (two decimals from 1.01; packages/domain odds-grid.ts).
-- Prices stored before were floored to thousandths: floor them onto the grid once, so the
-- catalogue shows and takes only grid prices. Below 1.01 the grid keeps three decimals.
update match_markets
set markets = (
  select jsonb_agg(
    jsonb_set(
      market,
      '{outcomes}',
      coalesce(
        (
          select jsonb_agg(
            case
              when (outcome ->> 'odds')::numeric >= 1010
                then jsonb_set(outcome, '{odds}', to_jsonb(floor((outcome ->> 'odds')::numeric / 10)::int * 10))
              else outcome
            end
            order by n
          )
          from jsonb_array_elements(market -> 'outcomes') with ordinality as o (outcome, n)
        ),
        '[]'::jsonb
      )
    )
    order by m
  )
  from jsonb_array_elements(markets) with ordinality as k (market, m)
)
where jsonb_array_length(markets) > 0;
