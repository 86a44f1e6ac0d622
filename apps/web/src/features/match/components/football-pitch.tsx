import { useTranslation } from 'react-i18next';
import { minuteLabel, type Side, type TrackerEvent } from '../lib/tracker-events.ts';

type PitchProps = {
  home: string;
  away: string;
  /** The side pressing now, if any: its attacking half lights up. */
  attacking: Side | undefined;
  latest: TrackerEvent | undefined;
};

// Pitch drawn in a 120×80 box (a 105×68 pitch with margins, to scale): home attacks to the right.
const W = 120;
const H = 80;

function Markings() {
  return (
    <g className="md-pitch-lines">
      <rect x="4" y="4" width={W - 8} height={H - 8} rx="1" />
      <line x1={W / 2} y1="4" x2={W / 2} y2={H - 4} />
      <circle cx={W / 2} cy={H / 2} r="9" />
      <circle cx={W / 2} cy={H / 2} r="0.8" className="md-pitch-spot" />
      <rect x="4" y="22" width="16" height="36" />
      <rect x="4" y="31" width="6" height="18" />
      <rect x={W - 20} y="22" width="16" height="36" />
      <rect x={W - 10} y="31" width="6" height="18" />
      <path d="M20 34a8 8 0 0 1 0 12M100 34a8 8 0 0 0 0 12" />
      <rect x="1.5" y="36" width="2.5" height="8" className="md-pitch-goal" />
      <rect x={W - 4} y="36" width="2.5" height="8" className="md-pitch-goal" />
    </g>
  );
}

/** A football pitch with the attacking side lit and the latest event across it. */
export function FootballPitch({ home, away, attacking, latest }: PitchProps) {
  const { t } = useTranslation();
  const team = (side: Side) => (side === 'home' ? home : away);
  const status = attacking ? t('match.tracker.attack', { team: team(attacking) }) : t('match.tracker.inPlay');
  return (
    <figure className="md-pitch">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={status} preserveAspectRatio="xMidYMid meet">
        <defs>
          <linearGradient id="md-attack-home" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="currentColor" stopOpacity="0" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.45" />
          </linearGradient>
          <linearGradient id="md-attack-away" x1="1" x2="0" y1="0" y2="0">
            <stop offset="0" stopColor="currentColor" stopOpacity="0" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.45" />
          </linearGradient>
        </defs>
        <rect className="md-pitch-grass" width={W} height={H} rx="3" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect
            key={i}
            className="md-pitch-stripe"
            x={4 + i * 18.67 + 9.33}
            y="4"
            width="9.33"
            height={H - 8}
          />
        ))}
        {attacking && (
          <rect
            className="md-pitch-attack"
            x={attacking === 'home' ? W / 2 : 4}
            y="4"
            width={W / 2 - 4}
            height={H - 8}
            fill={`url(#md-attack-${attacking})`}
          />
        )}
        <Markings />
        {attacking && (
          <path
            className="md-pitch-arrow"
            d={attacking === 'home' ? 'M70 40h22m-6-6 6 6-6 6' : 'M50 40H28m6-6-6 6 6 6'}
          />
        )}
      </svg>
      <figcaption className="md-pitch-caption" aria-live="polite">
        {latest ? (
          <>
            <span className={`md-event-dot md-event-${latest.kind}`} aria-hidden="true" />
            {t(`match.tracker.events.${latest.kind}`)}
            {latest.side && ` · ${team(latest.side)}`} {minuteLabel(latest.minute)}
          </>
        ) : (
          status
        )}
      </figcaption>
    </figure>
  );
}
