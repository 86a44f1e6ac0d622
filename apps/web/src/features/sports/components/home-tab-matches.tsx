import { type MatchesFilter, useMatches } from '../api/prematch-api.ts';
import { sortByDate } from '../lib/group-matches.ts';
import { HOME_TAB_SIZE } from '../lib/home-tabs.ts';
import { ListLoadFailed, NoMatches, RowsSkeleton } from './list-states.tsx';
import { MatchRows } from './match-rows.tsx';

/** A Home tab's rows: the first five by kick-off. */
export function HomeTabMatches({ filter, columns }: { filter: MatchesFilter; columns: readonly number[] }) {
  const matches = useMatches(filter);
  if (matches.isError) return <ListLoadFailed onRetry={() => void matches.refetch()} />;
  if (!matches.data) return <RowsSkeleton rows={HOME_TAB_SIZE} height={64} />;
  const shown = sortByDate(matches.data.results).slice(0, HOME_TAB_SIZE);
  if (shown.length === 0) return <NoMatches />;
  return <MatchRows matches={shown} columns={columns} />;
}
