// How a result row reads: the score parts and the details of its info popover.
import type { ResultRow } from '@bet/domain/api/match-stats';

/** The word for a sport's periods: football's halves, basketball's quarters, tennis' sets… */
export type PeriodKind = 'half' | 'quarter' | 'inning' | 'period' | 'set' | 'map';

const PERIOD_KINDS: Readonly<Record<number, PeriodKind>> = {
  1: 'half',
  2: 'quarter',
  3: 'inning',
  4: 'period',
  5: 'set',
  6: 'half',
  20: 'set',
  23: 'set',
  109: 'map',
  110: 'map',
  111: 'map',
};

export const periodKind = (sportId: number): PeriodKind => PERIOD_KINDS[sportId] ?? 'period';

/** The server's marker of a cancelled match in resultshf. */
const CANCELLED = 'Cancelled';

export type ScoreParts = { cancelled: true } | { cancelled: false; fullTime: string; periods: string[] };

/** Full time first, then the periods; cancelled when the match was called off. */
export function scoreParts(row: Pick<ResultRow, 'resultshf'>): ScoreParts {
  const [fullTime, ...periods] = row.resultshf;
  if (fullTime === undefined || fullTime === CANCELLED) return { cancelled: true };
  return { cancelled: false, fullTime, periods };
}

export type InfoItem =
  | { kind: 'period'; n: number; value: string }
  | { kind: 'corners' | 'yellowCards' | 'redCards'; value: string };

/** The popover's lines: each period, then corners and cards where the sport has them. */
export function infoItems(row: Pick<ResultRow, 'results'>): InfoItem[] {
  const { periods, corners, yellowCards, redCards } = row.results;
  const items: InfoItem[] = periods.map((value, i) => ({ kind: 'period', n: i + 1, value }));
  if (corners !== undefined) items.push({ kind: 'corners', value: corners });
  if (yellowCards !== undefined) items.push({ kind: 'yellowCards', value: yellowCards });
  if (redCards !== undefined) items.push({ kind: 'redCards', value: redCards });
  return items;
}

/** 'home:away' as its two sides ('' for a missing side). */
export function scoreSides(score: string): [home: string, away: string] {
  const [home = '', away = ''] = score.split(':');
  return [home, away];
}
