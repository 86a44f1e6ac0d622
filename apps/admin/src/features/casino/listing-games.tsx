import type { ListedCompanyRow, ListedGameRow, SetCasinoListingRequest } from '@bet/domain/api/admin/casino';
import { COMPANY_GAMES_PAGE_SIZE } from '@bet/domain/api/admin/casino-providers';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useListingGames } from './api/casino-catalogue.ts';
import { GameSearch } from './game-search.tsx';
import { flagChange, GAME_FLAGS } from './listing-values.ts';
import type { LogoTarget } from './logo-dialog.tsx';
import { LogoThumb } from './logo-thumb.tsx';
import type { OpenGames } from './open-games.ts';
import { PositionField } from './position-field.tsx';

type ListingGamesProps = {
  /** The element's id, for the button that opens it. */
  id: string;
  company: ListedCompanyRow;
  games: OpenGames;
  busy: boolean;
  onChange: (change: SetCasinoListingRequest) => void;
  /** Opens a game's logo to change; missing for staff who may not change logos. */
  onEditLogo?: ((target: LogoTarget) => void) | undefined;
};

/**
 * A company's games a page at a time (an aggregator's run to thousands), found by code or name, each
 * with whether the site lists it, its Home tabs and its order.
 */
export function ListingGames({ id, company, games, busy, onChange, onEditLogo }: ListingGamesProps) {
  const { t } = useTranslation();
  const { list } = games;
  const found = useListingGames({ companyId: company.id, search: list.filters.q, page: list.page });
  const editLogo = (game: ListedGameRow) =>
    onEditLogo && (() => onEditLogo({ target: 'game', id: game.id, name: game.title, logo: game.logo }));
  const rows = found.data?.rows ?? [];
  return (
    <div className="listing-games" id={id}>
      <GameSearch games={games} />
      {found.isError ? (
        <LoadFailed onRetry={() => void found.refetch()} />
      ) : !found.data ? (
        <Skeleton width="100%" height="6em" />
      ) : rows.length === 0 ? (
        <p className="muted">{t('casino.noGamesFound')}</p>
      ) : (
        <div className="casino-scroll">
          <table className="casino-games" aria-label={t('casino.gamesOf', { name: company.name })}>
            <thead>
              <tr>
                <th scope="col">{t('casino.columns.game')}</th>
                {GAME_FLAGS.map((flag) => (
                  <th key={flag} scope="col">
                    {t(`casino.columns.${flag}`)}
                  </th>
                ))}
                <th scope="col">{t('casino.columns.order')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((game) => (
                <tr key={game.id}>
                  <th scope="row">
                    <span className="casino-game">
                      <LogoThumb logo={game.logo} name={game.title} onEdit={editLogo(game)} />
                      {game.title}
                    </span>
                  </th>
                  {GAME_FLAGS.map((flag) => (
                    <td key={flag}>
                      <input
                        type="checkbox"
                        aria-label={t(`casino.flagOf.${flag}`, { name: game.title })}
                        checked={game[flag]}
                        disabled={busy}
                        onChange={(event) => onChange(flagChange(game.id, flag, event.target.checked))}
                      />
                    </td>
                  ))}
                  <td>
                    <PositionField
                      label={t('casino.orderOf', { name: game.title })}
                      value={game.position}
                      disabled={busy}
                      onChange={(position) => onChange({ target: 'game', id: game.id, position })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={list.page}
        pageSize={COMPANY_GAMES_PAGE_SIZE}
        total={found.data?.total ?? 0}
        onChange={list.setPage}
      />
    </div>
  );
}
