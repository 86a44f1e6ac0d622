// The sportsbook calls' date ranges (sports, categories, tournaments, matches, lives3, matchResults)
// read like every other call's: a bare day is the whole day in the player's zone, the end day shown
// whole, and a range that ends before it starts is refused.

import { type DayWindow, parseCallDate } from '@bet/domain/day-range';
import { refuseReversed, zoneOf } from '../../http/day-range.ts';

export type CallRange = {
  startDate?: string | undefined;
  endDate?: string | undefined;
  timezone?: string | undefined;
};

/** The body's [from, to) in its zone; refused with dateRangeInvalid when it ends before it starts. */
export function callRange(body: CallRange): DayWindow {
  const zone = zoneOf(body);
  const from = parseCallDate(body.startDate, zone);
  const to = parseCallDate(body.endDate, zone, 'end');
  return refuseReversed({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
}
