import type { TransferQueueRequest, transferSortFields } from '@bet/domain/api/admin/transfers';
import { dayFilter, textFilter } from '../../shared/data-table/filter-values.ts';
import { type ListPosition, positionRequest } from '../../shared/data-table/list-search.ts';

/** The queue's filters as URL parameters; q is part of a player's name or a request id. */
export const TRANSFER_FILTERS = ['status', 'type', 'user', 'from', 'to', 'q'] as const;
export type TransferFilter = (typeof TRANSFER_FILTERS)[number];
export type TransferSort = (typeof transferSortFields)[number];

/**
 * The status filter's URL values: none means waiting (the queue opens on what needs a decision), so
 * seeing every status takes a value of its own.
 */
export const ALL_STATUSES = 'all';

const statusOf = (value: string): TransferQueueRequest['status'] => {
  if (value === ALL_STATUSES) return undefined;
  if (value === '1' || value === '2') return Number(value) as 1 | 2;
  return 0;
};

const typeOf = (value: string): TransferQueueRequest['transferType'] =>
  value === '0' || value === '1' ? (Number(value) as 0 | 1) : undefined;

/** The admin/transferQueue request for a list position and its URL filters; foreign values are left out. */
export function transfersRequestOf(
  position: ListPosition<TransferSort>,
  filters: Record<TransferFilter, string>,
): TransferQueueRequest {
  return {
    ...positionRequest(position),
    status: statusOf(filters.status),
    transferType: typeOf(filters.type),
    user: textFilter(filters.user, 20),
    from: dayFilter(filters.from),
    to: dayFilter(filters.to),
    q: textFilter(filters.q, 100),
  };
}
