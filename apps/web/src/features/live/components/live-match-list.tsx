import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { useParams } from 'react-router';
import { CountryFlag } from '../../../shared/sportsbook/components/country-flag.tsx';
import { useInfoPopup } from '../../../shared/sportsbook/components/info-popup.tsx';
import { useFavouritesStore } from '../../../shared/sportsbook/favourites-store.ts';
import { leagueGroups } from '../lib/league-groups.ts';
import { LiveRow } from './live-row.tsx';

type LiveMatchListProps = {
  matches: readonly LiveMatch[];
  /** true: one section per league; false: sections follow the list's order. */
  byLeague: boolean;
  /** The row columns of a sport; the same array for the same sport keeps rows from re-rendering. */
  columnsFor: (sportId: number) => readonly number[];
};

/** Live rows in league sections (country, category / tournament), with favourite stars and info popups. */
export function LiveMatchList({ matches, byLeague, columnsFor }: LiveMatchListProps) {
  const { lang = 'tr' } = useParams();
  const favourites = useFavouritesStore((s) => s.ids);
  const info = useInfoPopup();

  return (
    <>
      {leagueGroups(matches, byLeague).map((group) => (
        <section
          key={group.key}
          className="live-league"
          aria-label={`${group.categoryName} / ${group.tournamentName}`}
        >
          <h2 className="live-league-title">
            <CountryFlag code={group.flag} />
            <span className="live-league-name">
              {group.categoryName} <span aria-hidden="true">/</span> {group.tournamentName}
            </span>
          </h2>
          <div className="live-league-rows">
            {group.matches.map((m) => (
              <LiveRow
                key={m.matchid}
                match={m}
                columns={columnsFor(m.sportId)}
                favourite={favourites.includes(m.matchid)}
                lang={lang}
                onInfo={info.show}
              />
            ))}
          </div>
        </section>
      ))}
      {info.popup}
    </>
  );
}
