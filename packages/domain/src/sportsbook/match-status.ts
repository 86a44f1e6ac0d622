// How a match's state reads in lists and the detail header (spec 001 sections 2 and 4: Match
// detail time display, Live betting row classes, Match status).
import {
  isFinishedStatus,
  isLiveStatus,
  isPauseStatus,
  type MatchStatus,
  type TeamScore,
} from './live-state.ts';

/** Sports whose running clock is shown in minutes: football, ice hockey, handball. */
const CLOCK_SPORTS: ReadonlySet<number> = new Set([1, 4, 6]);
/** A match kicked off less than this long ago still counts as live. */
export const LIVE_WINDOW_MINUTES = 150;
/** An unstarted match this long past its start is left out of lists. */
export const STALE_UNSTARTED_MINUTES = 5;
/** Next-goal markets whose line is the number of the next goal. */
export const NEXT_GOAL_TYPES: ReadonlySet<number> = new Set([7, 61, 8, 62]);

const MINUTE_MS = 60_000;

export type MatchTimeLabel =
  | { kind: 'date'; text: string }
  | { kind: 'ht'; text: 'HT' }
  | { kind: 'ft'; text: 'FT' }
  | { kind: 'minute'; text: string }
  /** `statusKey` is the i18n key ('status.2set'); `text` the raw status as a fallback. */
  | { kind: 'status'; text: string; statusKey: string };

export type MatchClockInput = {
  status: MatchStatus;
  minute: number;
  extra: number;
  startsAt: Date | string;
  sportId: number;
};

const toMs = (at: Date | string | number): number =>
  at instanceof Date ? at.getTime() : new Date(at).getTime();

/** 'dd/MM HH:mm' in the given time zone (the runtime's by default); '' for an invalid date. */
export function formatMatchDate(at: Date | string, timeZone?: string): string {
  const ms = toMs(at);
  if (Number.isNaN(ms)) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')} ${part('hour')}:${part('minute')}`;
}

/**
 * What the time cell shows: the kick-off date before the start, HT in a break, FT once finished,
 * the minute with stoppage time for clock sports ("45+2'"), else the status for translation.
 */
export function matchTimeLabel(match: MatchClockInput, options: { timeZone?: string } = {}): MatchTimeLabel {
  const { status } = match;
  if (status === 'not_started')
    return { kind: 'date', text: formatMatchDate(match.startsAt, options.timeZone) };
  if (isPauseStatus(status)) return { kind: 'ht', text: 'HT' };
  if (isFinishedStatus(status) || status.includes('end')) return { kind: 'ft', text: 'FT' };
  if (CLOCK_SPORTS.has(match.sportId)) {
    const extra = match.extra > 0 ? `+${match.extra}` : '';
    return { kind: 'minute', text: `${match.minute}${extra}'` };
  }
  return { kind: 'status', text: status, statusKey: `status.${status}` };
}

/** Row class in live lists. */
export function rowClass(status: MatchStatus): 'waiting' | 'half' | 'live' {
  if (status === 'not_started') return 'waiting';
  return isPauseStatus(status) ? 'half' : 'live';
}

const minutesSince = (startsAt: Date | string, now: Date | number): number =>
  (toMs(now) - toMs(startsAt)) / MINUTE_MS;

/**
 * Whether a match counts as live: its status says so, or it kicked off less than 150 minutes ago
 * while the feed still reports it unstarted. `status` undefined means no live data: not live.
 */
export function isMatchLive(
  status: MatchStatus | undefined,
  startsAt: Date | string,
  now: Date | number,
): boolean {
  if (status === undefined) return false;
  if (isLiveStatus(status)) return true;
  if (status !== 'not_started') return false;
  const since = minutesSince(startsAt, now);
  return since >= 0 && since < LIVE_WINDOW_MINUTES;
}

/** An unstarted match more than 5 minutes past its start: lists leave it out. */
export function isStaleUnstarted(status: MatchStatus, startsAt: Date | string, now: Date | number): boolean {
  return status === 'not_started' && minutesSince(startsAt, now) > STALE_UNSTARTED_MINUTES;
}

/** The number of the next goal, the line of the next-goal markets (7, 61, 8, 62). */
export const nextGoalNumber = (score: TeamScore): number => score.home + score.away + 1;
