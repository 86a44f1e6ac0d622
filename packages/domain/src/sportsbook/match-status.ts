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
/** Basketball shows its quarter and the minute played in it: its quarters are what players follow. */
const BASKETBALL = 2;
/** Every basketball overtime lasts five minutes (FIBA and NBA alike); the feed sends only the quarter's length. */
const BASKETBALL_OVERTIME_MINUTES = 5;
const QUARTERS = 4;
/** The half-time break; 'pause1'..'pause3' are breaks after a period. */
const HALF_TIME: ReadonlySet<string> = new Set(['pause', 'paused']);
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
  /**
   * `statusKey` is the i18n key ('status.2set'); `text` the raw status as a fallback; `clock` the minute
   * played in the period, where the sport shows one beside it (basketball "3. Quarter 7'").
   */
  | { kind: 'status'; text: string; statusKey: string; clock?: string };

export type MatchClockInput = {
  status: MatchStatus;
  minute: number;
  extra: number;
  startsAt: Date | string;
  sportId: number;
  /** Length of a regular period in minutes (the feed's periodLength); 0 or absent when unknown. */
  periodLength?: number;
  /** Seconds played of the shown minute (basketball's clock); absent when the feed sends minutes only. */
  second?: number;
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
 * What the time cell shows: the kick-off date before the start, HT at half-time, FT once finished,
 * the minute with stoppage time for clock sports ("45+2'"), else the status for translation.
 */
export function matchTimeLabel(match: MatchClockInput, options: { timeZone?: string } = {}): MatchTimeLabel {
  const { status } = match;
  if (status === 'not_started')
    return { kind: 'date', text: formatMatchDate(match.startsAt, options.timeZone) };
  if (HALF_TIME.has(status)) return { kind: 'ht', text: 'HT' };
  if (isFinishedStatus(status) || status.includes('end')) return { kind: 'ft', text: 'FT' };
  // Other breaks follow a period that is not the half ('1. Ara'): their word, not HT nor a stopped minute.
  if (CLOCK_SPORTS.has(match.sportId) && !isPauseStatus(status)) {
    const extra = match.extra > 0 ? `+${match.extra}` : '';
    return { kind: 'minute', text: `${match.minute}${extra}'` };
  }
  const label = { kind: 'status' as const, text: status, statusKey: `status.${status}` };
  const clock = match.sportId === BASKETBALL ? basketballClock(match) : '';
  return clock ? { ...label, clock } : label;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * Basketball's clock in the current quarter or overtime: the time left as on the arena's board
 * ('05:40') when the feed sends seconds, else the minute being played ("7'"); '' without a clock.
 */
function basketballClock(match: MatchClockInput): string {
  const period = basketballPeriod(match);
  if (!period) return '';
  if (match.second === undefined) return `${period.minute}'`;
  const left = Math.max(0, period.length * 60 - ((period.minute - 1) * 60 + match.second));
  return `${twoDigits(Math.floor(left / 60))}:${twoDigits(left % 60)}`;
}

/** The minute being played in the current quarter or overtime and that period's length; null without a clock. */
function basketballPeriod({ status, minute, periodLength = 0 }: MatchClockInput) {
  if (periodLength <= 0 || minute <= 0) return null;
  if (status === 'ot') {
    const beyond = minute - QUARTERS * periodLength;
    if (beyond <= 0) return null;
    return { minute: ((beyond - 1) % BASKETBALL_OVERTIME_MINUTES) + 1, length: BASKETBALL_OVERTIME_MINUTES };
  }
  const quarter = /^([1-4])q$/.exec(status)?.[1];
  if (!quarter) return null;
  const inQuarter = minute - (Number(quarter) - 1) * periodLength;
  return inQuarter > 0 && inQuarter <= periodLength ? { minute: inQuarter, length: periodLength } : null;
}

/**
 * A label's stored text read back (a coupon keeps the time a live pick was taken at as text): a minute
 * ("45+2'"), a kick-off date, HT, FT, else a status to translate; null for none. A stray minute mark after a status goes.
 */
export function timeLabelOfText(text: string): MatchTimeLabel | null {
  if (text === '') return null;
  if (text === 'HT') return { kind: 'ht', text };
  if (text === 'FT') return { kind: 'ft', text };
  if (/^\d+(\+\d+)?'$/.test(text)) return { kind: 'minute', text };
  if (/^\d\d\/\d\d \d\d:\d\d$/.test(text)) return { kind: 'date', text };
  const status = text.replace(/'$/, '');
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
