import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { memo } from 'react';
import type { ShowInfo } from '../../catalog/components/info-popup.tsx';
import { MatchRow } from '../../catalog/components/match-row.tsx';
import { fromLive } from '../../catalog/components/row-match.ts';
import { useFavouritesStore } from '../../catalog/favourites-store.ts';
import { matchDetailHref } from '../../catalog/match-links.ts';

type LiveRowProps = {
  match: LiveMatch;
  columns: readonly number[];
  favourite: boolean;
  lang: string;
  onInfo: ShowInfo;
};

/** One live row; re-renders only when its match changed (a delta keeps the others' identity). */
export const LiveRow = memo(function LiveRow({ match, columns, favourite, lang, onInfo }: LiveRowProps) {
  const toggle = useFavouritesStore((s) => s.toggle);
  const row = fromLive(match);
  return (
    <MatchRow
      match={row}
      columns={columns}
      detailHref={matchDetailHref(lang, row)}
      favourite={{ on: favourite, toggle: () => toggle(match.matchid) }}
      onInfo={onInfo}
    />
  );
});
