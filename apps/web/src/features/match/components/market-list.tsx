import type { OddGroup } from '@bet/domain/api/sportsbook';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MarketGroup } from '../../../shared/sportsbook/components/market-group.tsx';
import type { OddMatch } from '../../../shared/sportsbook/components/odd-button.tsx';
import type { DetailMatch } from '../lib/detail-match.ts';
import {
  filterChips,
  type MarketFilter,
  marketKey,
  marketRows,
  parseFilter,
  rowsInFilter,
} from '../lib/market-filter.ts';
import { NO_OPEN_MARKETS, seedOpenMarkets, toggleMarket } from '../lib/open-markets.ts';
import './markets.css';
import '../../../shared/sportsbook/components/chip.css';

const FILTER_PARAM = 'market';

function FilterChips({
  chips,
  value,
  onChange,
}: {
  chips: readonly MarketFilter[];
  value: MarketFilter;
  onChange: (f: MarketFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="md-chips">
      <legend className="visually-hidden">{t('match.filters.label')}</legend>
      {chips.map((chip) => (
        <button
          key={chip}
          type="button"
          className="chip"
          aria-pressed={chip === value}
          onClick={() => onChange(chip)}
        >
          {chip === 'all' ? t('match.filters.all') : t(`odds.groups.${chip}`)}
        </button>
      ))}
    </fieldset>
  );
}

const oddMatch = (m: DetailMatch): OddMatch => ({
  id: m.id,
  home: m.home,
  away: m.away,
  sportId: m.sportId,
  ttype: m.ttype,
  iss: m.iss,
  isv: m.isv,
  active: m.active,
  ...(m.betstatus ? { betstatus: m.betstatus } : {}),
});

/**
 * The match's markets under filter chips (the chip is kept in the URL): rows in catalogue order,
 * the first 10 open on load, a title tap folds one.
 */
export function MarketList({ match, groups }: { match: DetailMatch; groups: readonly OddGroup[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const all = marketRows(groups);
  const filter = parseFilter(query.get(FILTER_PARAM), match.sportId);
  const rows = rowsInFilter(all, filter);
  const keys = rows.map(marketKey);
  const [openState, setOpenState] = useState(NO_OPEN_MARKETS);
  const seeded = seedOpenMarkets(openState, keys);
  if (seeded !== openState) setOpenState(seeded);
  const choose = (next: MarketFilter) => {
    const changed = new URLSearchParams(query);
    if (next === 'all') changed.delete(FILTER_PARAM);
    else changed.set(FILTER_PARAM, next);
    setQuery(changed, { replace: true, preventScrollReset: true });
  };
  const forOdds = oddMatch(match);
  return (
    <section className="md-markets" aria-label={t('match.markets.title')}>
      <FilterChips chips={filterChips(match.sportId, all, filter)} value={filter} onChange={choose} />
      {rows.length === 0 ? (
        <p className="md-markets-empty muted">{t('match.markets.noExtraOdds')}</p>
      ) : (
        <div className="md-market-grid">
          {rows.map((group, index) => (
            <MarketGroup
              key={keys[index]}
              group={group}
              match={forOdds}
              open={seeded.open.has(keys[index] ?? '')}
              onToggle={() => setOpenState((s) => toggleMarket(s, keys[index] ?? ''))}
            />
          ))}
        </div>
      )}
    </section>
  );
}
