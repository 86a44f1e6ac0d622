import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { memo } from 'react';
import type { ShowInfo } from '../../../shared/sportsbook/components/info-popup.tsx';
import { MatchRow } from '../../../shared/sportsbook/components/match-row.tsx';
import { fromLive } from '../../../shared/sportsbook/components/row-match.ts';
import { useFavouritesStore } from '../../../shared/sportsbook/favourites-store.ts';
import { matchDetailHref } from '../../../shared/sportsbook/match-links.ts';

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
