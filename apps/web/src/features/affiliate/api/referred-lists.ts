// dealers, dealersFinance and dealersCoupons (spec 002 §7): a page of the referred players, their
// money movements or their coupons; dealersCouponDetail: one coupon's match rows.
import { callApi } from '@bet/api-client/call-api';
import type { DayRange } from '@bet/domain/affiliates/filters';
import type { DealerRow, FinanceRow, ReferredCouponRow } from '@bet/domain/api/affiliates';
import type { CouponMatchRow } from '@bet/domain/api/betting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

export type ReferredTab = 'users' | 'movements' | 'coupons';
type Rows = { users: DealerRow; movements: FinanceRow; coupons: ReferredCouponRow };
export type ReferredPage<T extends ReferredTab> = { data: Rows[T][]; nowPage: number; totalPage: number };

const CALL: Record<ReferredTab, string> = {
  users: 'dealers',
  movements: 'dealersFinance',
  coupons: 'dealersCoupons',
};

/** One page of a tab; the Users tab ignores the days (it lists everyone referred). */
export function useReferredPage<T extends ReferredTab>(
  tab: T,
  range: DayRange,
  timezone: string,
  page: number,
) {
  const { i18n } = useTranslation();
  const payload = tab === 'users' ? { order: page } : { ...range, timezone, order: page };
  return useQuery({
    // The language is part of the key: the server writes the movement types in it.
    queryKey: ['affiliate', tab, i18n.language, payload],
    queryFn: ({ signal }) => callApi<ReferredPage<T>>(CALL[tab], payload, signal),
    placeholderData: keepPreviousData,
  });
}

export const useReferredCoupon = (ticketId: string) =>
  useQuery({
    queryKey: ['affiliate', 'coupon', ticketId],
    queryFn: async ({ signal }) =>
      (await callApi<{ results: CouponMatchRow[] }>('dealersCouponDetail', { ticketId }, signal)).results,
  });
