import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { useTranslation } from 'react-i18next';
import { scoreSides } from '../lib/score-board.ts';
import { minuteLabel, type TrackerEvent } from '../lib/tracker-events.ts';

/** One statistic as two bars meeting in the middle. */
function StatBar({ label, home, away }: { label: string; home: number; away: number }) {
  const total = home + away;
  const share = total === 0 ? 50 : (home / total) * 100;
  return (
    <li className="md-stat">
      <span className="md-stat-value">{home}</span>
      <span className="md-stat-label">{label}</span>
      <span className="md-stat-value">{away}</span>
      <span className="md-stat-bar" aria-hidden="true">
        <span className="md-stat-home" style={{ width: `${share}%` }} />
      </span>
    </li>
  );
}

/** Goals, corners and cards of both teams so far. */
export function MatchStats({ match }: { match: LiveMatch }) {
  const { t } = useTranslation();
  const [home, away] = scoreSides(match.score.matchscore).map(Number) as [number, number];
  return (
    <ul className="md-stats-bars">
      <StatBar label={t('match.tracker.events.goal')} home={home} away={away} />
      <StatBar label={t('match.score.corners')} home={match.corners.home} away={match.corners.away} />
      <StatBar
        label={t('match.score.yellowCards')}
        home={match.cards.yellowhome}
        away={match.cards.yellowaway}
      />
      <StatBar label={t('match.score.redCards')} home={match.cards.redhome} away={match.cards.redaway} />
    </ul>
  );
}

/** The match's events so far, newest first: plays under their team's side, the halves across. */
export function TrackerTimeline({
  events,
  home,
  away,
}: {
  events: readonly TrackerEvent[];
  home: string;
  away: string;
}) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="md-timeline-empty muted">{t('match.tracker.noEvents')}</p>;
  return (
    <ol className="md-timeline" aria-label={t('match.tracker.timeline')}>
      {[...events].reverse().map((e) => (
        <li key={e.key} className={`md-timeline-item md-timeline-${e.side ?? 'period'}`}>
          <span className="md-timeline-minute">{minuteLabel(e.minute)}</span>
          <span className={`md-event-dot md-event-${e.kind}`} aria-hidden="true" />
          <span>
            {t(`match.tracker.events.${e.kind}`)}
            {e.side && <span className="md-timeline-team"> · {e.side === 'home' ? home : away}</span>}
            {e.score && <strong className="md-timeline-score"> {e.score}</strong>}
          </span>
        </li>
      ))}
    </ol>
  );
}
