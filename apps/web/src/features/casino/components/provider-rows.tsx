import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';
import type { LaunchTarget } from '../lib/game-query.ts';
import type { OverviewRow } from '../lib/slot-overview.ts';
import { casinoGameTile } from '../lib/tile-games.ts';
import { GameGrid } from './game-grid.tsx';

type ProviderRowsProps = {
  rows: readonly OverviewRow[];
  /** Shows the provider's full list (its "all (count)" link). */
  onAll: (providerId: number) => void;
  onOpen: (target: LaunchTarget) => void;
};

/** The overview: a row per provider (logo or name, limit, "all (count)", its first games). */
export function ProviderRows({ rows, onAll, onOpen }: ProviderRowsProps) {
  const { t } = useTranslation();
  return (
    <div className="casino-rows">
      {rows.map(({ provider, games, count }) => (
        <section key={provider.sid} className="casino-row" aria-labelledby={`casino-row-${provider.sid}`}>
          <header className="casino-row-head">
            <h2 className="casino-row-title" id={`casino-row-${provider.sid}`}>
              {provider.l ? (
                <ImageWithFallback className="casino-row-logo" src={provider.l} alt={provider.n} />
              ) : (
                provider.n
              )}
            </h2>
            {provider.limit && <span className="casino-row-limit">{provider.limit}</span>}
            <button type="button" className="casino-row-all" onClick={() => onAll(provider.sid)}>
              {t('casino.allCount', { total: count })}
            </button>
          </header>
          <GameGrid games={games.map(casinoGameTile)} onOpen={onOpen} />
        </section>
      ))}
    </div>
  );
}
