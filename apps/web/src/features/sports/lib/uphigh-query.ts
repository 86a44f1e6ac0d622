// UpHigh's address (spec 001 section 2): act 1 highlights, 2 upcoming; sid the sport, football by default.
import type { ChipId } from './time-chips.ts';

export type UpHighMode = 'highlights' | 'upcoming';
export type UpHighQuery = { mode: UpHighMode; sportId: number };

export const UPHIGH_PAGE_SIZE = 10;
const FOOTBALL = 1;

export function readUpHighQuery(query: URLSearchParams): UpHighQuery {
  const sid = Number(query.get('sid'));
  return {
    mode: query.get('act') === '1' ? 'highlights' : 'upcoming',
    sportId: Number.isInteger(sid) && sid > 0 ? sid : FOOTBALL,
  };
}

export function writeUpHighQuery(q: UpHighQuery): URLSearchParams {
  return new URLSearchParams({ act: q.mode === 'highlights' ? '1' : '2', sid: String(q.sportId) });
}

/** Upcoming opens on the next six hours; highlights on everything ahead. */
export const defaultChip = (mode: UpHighMode): ChipId => (mode === 'upcoming' ? 'h6' : 'all');
