import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { isLiveStatus } from '@bet/domain/sportsbook/live-state';
import { useTranslation } from 'react-i18next';
import { dateParts } from '../../../shared/format/format.ts';
import { useFlash } from '../../../shared/sportsbook/components/use-flash.ts';
import { useTimeLabel } from '../hooks/use-time-label.ts';
import type { DetailMatch } from '../lib/detail-match.ts';
import {
  outsInPlay,
  scoreChanged,
  scoreSides,
  showsCardsAndCorners,
  showsPeriodTable,
} from '../lib/score-board.ts';
import { CornerFlagIcon } from './match-icons.tsx';
import { PeriodTable } from './period-table.tsx';

/** Yellow and red cards and corners of one side (football). */
function TeamCounts({ match, side }: { match: LiveMatch; side: 'home' | 'away' }) {
  const { t } = useTranslation();
  const yellow = side === 'home' ? match.cards.yellowhome : match.cards.yellowaway;
  const red = side === 'home' ? match.cards.redhome : match.cards.redaway;
  const corners = match.corners[side];
  return (
    <ul className="md-counts">
      <li title={t('match.score.yellowCards')}>
        <span className="md-card md-card-yellow" aria-hidden="true" />
        <span className="visually-hidden">{t('match.score.yellowCards')}</span> {yellow}
      </li>
      <li title={t('match.score.redCards')}>
        <span className="md-card md-card-red" aria-hidden="true" />
        <span className="visually-hidden">{t('match.score.redCards')}</span> {red}
      </li>
      <li title={t('match.score.corners')}>
        <CornerFlagIcon size={14} label={t('match.score.corners')} /> {corners}
      </li>
    </ul>
  );
}

/** The first letter of the name ('1. FC Köln' -> 'F'), for the badge. */
const initial = (name: string): string => /\p{L}/u.exec(name)?.[0] ?? name.trim().charAt(0);

type TeamProps = { name: string; side: 'home' | 'away'; match: LiveMatch | undefined; serving: boolean };

function Team({ name, side, match, serving }: TeamProps) {
  const { t } = useTranslation();
  return (
    <div className={`md-team md-team-${side}`}>
      <span className="md-team-badge" aria-hidden="true">
        {initial(name)}
      </span>
      <span className="md-team-name" data-testid={`team-${side}`}>
        {name}
        {serving && <span className="md-serve" role="img" aria-label={t('match.score.serving')} />}
      </span>
      {match && showsCardsAndCorners(match.sportId) && <TeamCounts match={match} side={side} />}
    </div>
  );
}

function LiveCentre({ match }: { match: LiveMatch }) {
  const { t } = useTranslation();
  const flash = useFlash(match.score.matchscore, scoreChanged) !== null;
  const time = useTimeLabel(match);
  const [home, away] = scoreSides(match.score.matchscore);
  const running = isLiveStatus(match.matchstatus);
  const firstHalf = !showsPeriodTable(match.sportId) ? match.score.setscores[0] : undefined;
  const outs = outsInPlay(match);
  return (
    <div className="md-centre">
      <output className={`md-score-main${flash ? ' md-flash' : ''}`} aria-label={t('match.score.label')}>
        <span>{home}</span>
        <span className="md-score-sep">:</span>
        <span>{away}</span>
      </output>
      <span className={`md-time${running ? ' md-time-live' : ''}`}>{time}</span>
      {outs !== null && <span className="md-outs">{t('match.score.outs', { n: outs })}</span>}
      {firstHalf && match.score.setscores.length > 1 && (
        <span className="md-half">
          {t('match.score.firstHalf')} {firstHalf}
        </span>
      )}
    </div>
  );
}

function PrematchCentre({ match }: { match: DetailMatch }) {
  const { t } = useTranslation();
  const at = dateParts(new Date(match.matchDate));
  return (
    <div className="md-centre">
      <span className="md-kickoff">
        {at.hour}:{at.minute}
      </span>
      <span className="md-time">
        {at.day}.{at.month}.{at.year}
      </span>
      <span className="md-vs">{t('match.score.versus')}</span>
    </div>
  );
}

/** Teams, score and clock; set or period scores below for the sports that have them. */
export function ScoreHeader({ match }: { match: DetailMatch }) {
  const { t } = useTranslation();
  const live = match.live?.matchstatus === 'not_started' ? undefined : match.live;
  const table = live && showsPeriodTable(live.sportId) && live.score.setscores.length > 0;
  // With a score table the serve marker sits in the table's row.
  const serving = (side: 'home' | 'away') => !table && live?.serving === side;
  return (
    <section className="md-score" aria-label={t('match.score.title')}>
      <div className="md-score-row">
        <Team name={match.home} side="home" match={live} serving={serving('home')} />
        {live ? <LiveCentre match={live} /> : <PrematchCentre match={match} />}
        <Team name={match.away} side="away" match={live} serving={serving('away')} />
      </div>
      {table && <PeriodTable match={live} className="md-score-table" />}
    </section>
  );
}
