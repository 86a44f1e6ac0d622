import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../../shared/sportsbook/components/use-flash.ts';
import { useTimeLabel } from '../hooks/use-time-label.ts';
import { useTrackerEvents } from '../hooks/use-tracker-events.ts';
import { periodTable, scoreChanged, scoreSides, showsCardsAndCorners } from '../lib/score-board.ts';
import { attackingSide } from '../lib/tracker-events.ts';
import { FootballPitch } from './football-pitch.tsx';
import { PeriodTable } from './period-table.tsx';
import { MatchStats, TrackerTimeline } from './tracker-timeline.tsx';
import './tracker.css';
import './tracker-charts.css';

/** Teams, score and clock in one bar (the tracker page has no detail header above it). */
function ScoreBar({ match }: { match: LiveMatch }) {
  const { t } = useTranslation();
  const time = useTimeLabel(match);
  const flash = useFlash(match.score.matchscore, scoreChanged) !== null;
  const [home, away] = scoreSides(match.score.matchscore);
  return (
    <div className="md-scorebar">
      <span className="md-scorebar-team">{match.Home}</span>
      <output className={`md-scorebar-score${flash ? ' md-flash' : ''}`} aria-label={t('match.score.label')}>
        {home} : {away}
      </output>
      <span className="md-scorebar-team md-scorebar-away">{match.Away}</span>
      <span className="md-scorebar-time">{time}</span>
    </div>
  );
}

/** Points of each period as paired bars, scaled to the highest. */
function PeriodBars({ match }: { match: LiveMatch }) {
  const { t } = useTranslation();
  const table = periodTable(match);
  const values = [...table.home, ...table.away].map(Number).filter(Number.isFinite);
  const top = Math.max(1, ...values);
  const height = (v: string) => `${Math.max(4, (Number(v) / top) * 100)}%`;
  if (table.periods.length === 0) return null;
  return (
    <div className="md-period-chart">
      <ul className="md-period-legend" aria-hidden="true">
        <li className="md-period-legend-home">{match.Home}</li>
        <li className="md-period-legend-away">{match.Away}</li>
      </ul>
      <ol className="md-period-bars" aria-label={t(`match.periods.${table.kind}`)}>
        {table.periods.map((n, i) => (
          <li key={n}>
            <span className="md-period-pair" aria-hidden="true">
              <span className="md-period-home" style={{ height: height(table.home[i] ?? '0') }} />
              <span className="md-period-away" style={{ height: height(table.away[i] ?? '0') }} />
            </span>
            <span className="md-period-label">
              <b>{n}</b> {table.home[i]}:{table.away[i]}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Football: the pitch with the side pressing and the latest event, the statistics and the whole timeline. */
function FootballTracker({ match }: { match: LiveMatch }) {
  const events = useTrackerEvents(match);
  return (
    <div className="md-tracker-football">
      <FootballPitch
        home={match.Home}
        away={match.Away}
        attacking={attackingSide(events, match.time.matchtime)}
        latest={events.at(-1)}
      />
      <div className="md-tracker-columns">
        <MatchStats match={match} />
        <TrackerTimeline events={events} home={match.Home} away={match.Away} />
      </div>
    </div>
  );
}

type TrackerViewProps = {
  match: LiveMatch;
  /** Inside the match detail, whose header already shows the score. */
  embedded?: boolean;
};

/** The live picture of a match: a pitch with events for football, a scoreboard for other sports. */
export function TrackerView({ match, embedded = false }: TrackerViewProps) {
  return (
    <div className="md-tracker">
      {!embedded && <ScoreBar match={match} />}
      {showsCardsAndCorners(match.sportId) ? (
        <FootballTracker match={match} />
      ) : (
        <>
          {!embedded && match.score.setscores.length > 0 && <PeriodTable match={match} />}
          <PeriodBars match={match} />
        </>
      )}
    </div>
  );
}
