// The tracker's timeline of a football match (goals, cards, corners, the halves' starts and ends),
// read off the match's events as the server lists them (matchEvents), and the side pressing now.
import type { LiveMatch } from '@bet/domain/api/sportsbook';
import type { MatchEvent } from '../api/events-api.ts';

export type Side = 'home' | 'away';
export type PlayKind = 'goal' | 'yellow' | 'red' | 'corner';
/** Football's two halves: the first start and end are kick-off and half-time. */
export type BoundaryKind = 'kickOff' | 'halfTime' | 'secondHalf' | 'fullTime';
export type TrackerEventKind = PlayKind | BoundaryKind;

export type TrackerEvent = {
  /** Unique in the match: the kind, the side and the running count of that kind for that side. */
  key: string;
  kind: TrackerEventKind;
  /** The team, for goals, cards and corners. */
  side?: Side;
  /** The displayed minute (a stoppage-time event shows the half's last minute). */
  minute: number;
  /** The score after a goal ('2:1'). */
  score?: string;
};

const PLAYS: ReadonlySet<string> = new Set<PlayKind>(['goal', 'yellow', 'red', 'corner']);
const isPlay = (type: string): type is PlayKind => PLAYS.has(type);

/** The timeline of the match's events, oldest first; events of other sports (points, sets) are left out. */
export function timelineEvents(events: readonly MatchEvent[]): TrackerEvent[] {
  let starts = 0;
  let ends = 0;
  const counts = new Map<string, number>();
  return events.flatMap((e): TrackerEvent[] => {
    let kind: TrackerEventKind;
    if (e.type === 'period_start') kind = ++starts === 1 ? 'kickOff' : 'secondHalf';
    else if (e.type === 'period_end') kind = ++ends === 1 ? 'halfTime' : 'fullTime';
    else if (isPlay(e.type) && e.team !== '') kind = e.type;
    else return [];
    const side = isPlay(kind) && e.team !== '' ? e.team : undefined;
    const id = side ? `${kind}-${side}` : kind;
    const n = (counts.get(id) ?? 0) + 1;
    counts.set(id, n);
    return [
      {
        key: `${id}-${n}`,
        kind,
        minute: e.minute,
        ...(side ? { side } : {}),
        ...(kind === 'goal' ? { score: `${e.score.home}:${e.score.away}` } : {}),
      },
    ];
  });
}

/** A minute as the clock shows it: 67 -> "67'". */
export const minuteLabel = (minute: number): string => `${minute}'`;

/** How many minutes a goal or corner keeps its team shown as pressing. */
export const ATTACK_MINUTES = 5;

/**
 * The side the play leans to at `minute`: the team of the latest goal or corner of the last
 * ATTACK_MINUTES; none before one, once it is older, or when a half started or ended after it.
 */
export function attackingSide(events: readonly TrackerEvent[], minute: number): Side | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!e?.side) return undefined;
    if (e.kind === 'goal' || e.kind === 'corner')
      return minute - e.minute <= ATTACK_MINUTES ? e.side : undefined;
  }
  return undefined;
}

/** What a new event changes in the live match: its status, score, cards or corners. */
export const eventSignature = (m: LiveMatch): string =>
  [
    m.matchstatus,
    m.score.matchscore,
    m.cards.yellowhome,
    m.cards.yellowaway,
    m.cards.redhome,
    m.cards.redaway,
    m.corners.home,
    m.corners.away,
  ].join('|');
