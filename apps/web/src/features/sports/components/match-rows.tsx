import type { PrematchMatch } from '@bet/domain/api/sportsbook';
import { useParams } from 'react-router';
import { MatchRow } from '../../../shared/sportsbook/components/match-row.tsx';
import { fromPrematch } from '../../../shared/sportsbook/components/row-match.ts';
import { matchDetailHref } from '../../../shared/sportsbook/match-links.ts';
import { rowIds } from '../lib/deep-link.ts';
import { useMatchPopup } from './match-popup.tsx';
import './tree.css';

type MatchRowsProps = { matches: readonly PrematchMatch[]; columns: readonly number[] };

/** Prematch matches as list rows with their odds, each linking to its detail and popups. */
export function MatchRows({ matches, columns }: MatchRowsProps) {
  const { lang = 'tr' } = useParams();
  const popup = useMatchPopup();
  return (
    <ul className="pm-matches">
      {matches.map((m) => {
        const row = fromPrematch(m);
        return (
          <li key={m.id} id={rowIds.match(m.id)}>
            <MatchRow match={row} columns={columns} detailHref={matchDetailHref(lang, row)} onInfo={popup} />
          </li>
        );
      })}
    </ul>
  );
}
