import { transactionDirections, type UserTransactionsRequest } from '@bet/domain/api/admin/user-transactions';
import { choiceFilter, dayFilter } from '../../../shared/data-table/filter-values.ts';
import type { ListPosition } from '../../../shared/data-table/list-search.ts';

/** The movements list's filters as URL parameters: days and in/out. */
export const TRANSACTION_FILTERS = ['from', 'to', 'direction'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** The admin/userTransactions request for a user, a list page and its URL filters; foreign values are left out. */
export function transactionsRequestOf(
  userId: number,
  { page, pageSize }: ListPosition<never>,
  filters: Record<TransactionFilter, string>,
): UserTransactionsRequest {
  return {
    targetUserId: userId,
    page,
    pageSize,
    from: dayFilter(filters.from),
    to: dayFilter(filters.to),
    direction: choiceFilter(transactionDirections, filters.direction),
  };
}
