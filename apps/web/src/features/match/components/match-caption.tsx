import { ChevronIcon } from '@bet/ui/icons.tsx';
import { ArrowBackIcon } from '@bet/ui/shell-icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useOriginList } from '../api/neighbours-api.ts';
import { backLink } from '../lib/back-link.ts';
import type { DetailMatch } from '../lib/detail-match.ts';
import { detailPath, neighboursOf, originOf } from '../lib/neighbours.ts';

type CaptionProps = { match: DetailMatch; ttype: 'L' | 'N' };

function NeighbourLink({ id, direction }: { id: number | undefined; direction: 'back' | 'forward' }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const label = t(direction === 'back' ? 'match.caption.previous' : 'match.caption.next');
  if (id === undefined)
    return (
      <span className="icon-button md-nav md-nav-off" aria-hidden="true">
        <ChevronIcon direction={direction} size={20} />
      </span>
    );
  return (
    <Link className="icon-button md-nav" to={detailPath(lang, id, query)} aria-label={label} title={label}>
      <ChevronIcon direction={direction} size={20} />
    </Link>
  );
}

/** The caption: back to the list, country / league, and the previous and next match of that list. */
export function MatchCaption({ match, ttype }: CaptionProps) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const list = useOriginList(originOf(query, ttype, match.sportId));
  const { previous, next } = neighboursOf(list.data ?? [], match.id);
  const back = backLink({
    ttype,
    matchId: match.id,
    sportId: match.sportId,
    categoryId: match.categoryId,
    tournamentId: match.tournamentId,
  });
  return (
    <div className="md-caption">
      <Link className="icon-button md-back" to={`/${lang}/${back}`} aria-label={t('match.caption.back')}>
        <ArrowBackIcon size={20} />
      </Link>
      <p className="md-caption-text">
        <span className="md-caption-category">{match.categoryName}</span>
        <span aria-hidden="true"> / </span>
        <span className="md-caption-tournament">{match.tournamentName}</span>
      </p>
      <nav className="md-neighbours" aria-label={t('match.caption.neighbours')}>
        <NeighbourLink id={previous} direction="back" />
        <NeighbourLink id={next} direction="forward" />
      </nav>
    </div>
  );
}
