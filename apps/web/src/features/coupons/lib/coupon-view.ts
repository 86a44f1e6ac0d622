// How a coupon reads on screen: its type label (spec 001 section 4, Coupon type) and its pick lines.
import type { CouponMatchRow, PickStatus } from '@bet/domain/api/betting';
import { type CouponLabel, couponLabel } from '@bet/domain/betting/ticket-type';
import type { TicketType } from '@bet/domain/betting/types';

type Labelled = {
  ticketType: TicketType;
  isLive: 0 | 1;
  totalTipps: number;
  systemArray: readonly number[];
};

/** The list label by precedence, and for a system coupon its sizes over the picks ("2,3/4"). */
export function couponTypeView(coupon: Labelled): { label: CouponLabel; system: string | null } {
  const label = couponLabel(coupon);
  const system =
    label === 'system' && coupon.systemArray.length > 0
      ? `${coupon.systemArray.join(',')}/${coupon.totalTipps}`
      : null;
  return { label, system };
}

export type PickStatusKey = 'open' | 'won' | 'lost' | 'void' | 'halfWon' | 'halfLost';

const PICK_STATUS: Record<PickStatus, PickStatusKey> = {
  0: 'open',
  1: 'won',
  [-1]: 'lost',
  2: 'void',
  3: 'halfWon',
  [-3]: 'halfLost',
};

export const pickStatusKey = (status: PickStatus): PickStatusKey => PICK_STATUS[status] ?? 'open';

/** What one pick line shows: the market with its line, the outcome, and for a live pick the minute it was taken. */
export function pickView(row: CouponMatchRow): { market: string; outcome: string; takenAt: string | null } {
  const live = row.isLive === 1;
  const market = (live && row.liveTypeName) || row.typeName;
  const outcome = (live && row.liveOutComeName) || row.outComeName;
  const withLine = row.special && !market.includes(row.special) ? `${market} (${row.special})` : market;
  const minute = live ? row.oddsInfo.split('-')[1]?.trim() : undefined;
  return { market: withLine, outcome, takenAt: minute ? minute : null };
}
