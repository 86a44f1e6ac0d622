import { JACKPOT_IDS } from '@bet/domain/casino/jackpots';
import type { JackpotHistoryRequest } from './api/jackpot-keys.ts';

export const HISTORY_FILTERS = ['jackpot'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** The call pages by a size of its own (HISTORY_PAGE in the server's jackpot-office.ts), not the list's. */
export const HISTORY_PAGE_SIZE = 50;

/** The admin/jackpotHistory request for a list page (from 1) and the URL's filter; pages count from 0 there. */
export function historyRequestOf(
  page: number,
  filters: Record<HistoryFilter, string>,
): JackpotHistoryRequest {
  const jackpot = JACKPOT_IDS.find((id) => id === filters.jackpot);
  return { page: page - 1, ...(jackpot ? { jackpot } : {}) };
}
