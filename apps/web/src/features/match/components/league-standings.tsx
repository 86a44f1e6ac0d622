import { EmptyState } from '@bet/ui/empty-state.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useLeagueTable } from '../api/stats-api.ts';
import { LeagueTable } from './league-table.tsx';
import { TableIcon } from './match-icons.tsx';

type StandingsProps = {
  tournamentId: number;
  /** The teams of the match the table was opened from. */
  highlight?: readonly string[];
  /** Show the league's name as a heading (the page does; the overlay has its own title). */
  heading?: boolean;
};

/** A league's standings; an empty state when the league has none or the call fails. */
export function LeagueStandings({ tournamentId, highlight, heading = false }: StandingsProps) {
  const { t } = useTranslation();
  const table = useLeagueTable(tournamentId);
  if (table.isPending) return <Skeleton lines={10} height={28} />;
  if (table.isError || table.data.rows.length === 0)
    return (
      <EmptyState
        icon={<TableIcon size={30} />}
        title={t('match.table.emptyTitle')}
        text={t('match.table.emptyText')}
      />
    );
  return (
    <div className="md-standings">
      {heading && <h2 className="section-title">{table.data.tournament}</h2>}
      <LeagueTable
        rows={table.data.rows}
        caption={table.data.tournament}
        {...(highlight ? { highlight } : {})}
      />
    </div>
  );
}
