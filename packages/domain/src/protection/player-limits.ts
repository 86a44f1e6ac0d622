// Responsible gambling rules (the player's own protection): limits on deposits and losses per day,
// week and month, a session time limit with reality-check reminders, time-outs and self-exclusion.
// Pure rules shared by the server, which enforces them, and the account page, which explains them.

export const MONEY_LIMIT_KINDS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
] as const;
export const MINUTE_LIMIT_KINDS = ['session_minutes', 'reality_minutes'] as const;
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, ...MINUTE_LIMIT_KINDS] as const;
export type MoneyLimitKind = (typeof MONEY_LIMIT_KINDS)[number];
export type LimitKind = (typeof LIMIT_KINDS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A loosened limit waits this long, then needs the player's confirmation. */
export const LOOSEN_DELAY_MS = DAY_MS;

/** The rolling window a money limit counts over. */
export const LIMIT_WINDOW_MS: Record<MoneyLimitKind, number> = {
  deposit_day: DAY_MS,
  deposit_week: 7 * DAY_MS,
  deposit_month: 30 * DAY_MS,
  loss_day: DAY_MS,
  loss_week: 7 * DAY_MS,
  loss_month: 30 * DAY_MS,
};

/** Bounds of the minute limits: a session of 15 minutes to 24 hours, a reminder every 5 to 240 minutes. */
export const MINUTE_LIMIT_BOUNDS: Record<(typeof MINUTE_LIMIT_KINDS)[number], { min: number; max: number }> =
  {
    session_minutes: { min: 15, max: 24 * 60 },
    reality_minutes: { min: 5, max: 240 },
  };

/** Time-outs of 24 hours to 6 weeks; self-exclusion of 6 months to 5 years. */
export const EXCLUSION_PERIODS = {
  timeout: ['24h', '48h', '1w', '2w', '4w', '6w'],
  self_exclusion: ['6m', '1y', '2y', '5y'],
} as const;
export type ExclusionKind = keyof typeof EXCLUSION_PERIODS;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[ExclusionKind][number];

/** When an exclusion taken at `from` ends; months and years by the calendar (UTC). */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date {
  const hours: Partial<Record<ExclusionPeriod, number>> = {
    '24h': 24,
    '48h': 48,
    '1w': 168,
    '2w': 336,
    '4w': 672,
    '6w': 1008,
  };
  const h = hours[period];
  if (h !== undefined) return new Date(from.getTime() + h * HOUR_MS);
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[period as '6m' | '1y' | '2y' | '5y'];
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export const isPeriodOf = (kind: ExclusionKind, period: string): period is ExclusionPeriod =>
  (EXCLUSION_PERIODS[kind] as readonly string[]).includes(period);

/** A limit's value: minor units or minutes; null is no limit. */
export type LimitValue = number | null;

/** Whether the new value protects the player at least as much as the old one (applies at once). */
export const isStricter = (current: LimitValue, next: LimitValue): boolean =>
  next !== null && (current === null || next <= current);

/** What a money limit still allows in its window, or null for no limit. */
export const remainingUnder = (limit: LimitValue, used: number): number | null =>
  limit === null ? null : Math.max(0, limit - used);
