import { callApi } from '@bet/api-client/call-api';
import type { PaymentCategoryItem, PaymentMethodsAnswer } from '@bet/domain/api/payment-methods';
import type { LanguageCode } from '@bet/domain/reference/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Deposit (0) or withdraw (1): the spec's transferType. */
export type TransferType = 0 | 1;

/** The spec loads the method lists 0.2 s after the page opens. */
export const METHODS_DELAY_MS = 200;

/** paymentMethods: the site's categories and types for deposits or withdrawals, in a language. */
export async function getPaymentMethods(
  transferType: TransferType,
  signal?: AbortSignal,
): Promise<PaymentCategoryItem[]> {
  const { categories } = await callApi<PaymentMethodsAnswer>('paymentMethods', { transferType }, signal);
  return categories;
}

// One list per language and direction for the whole visit, as the spec's global object.
export const paymentMethodsQuery = (transferType: TransferType, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['payments', 'methods', transferType, lang],
    queryFn: ({ signal }) => getPaymentMethods(transferType, signal),
    staleTime: 5 * 60_000,
  });

/** The method lists, asked for METHODS_DELAY_MS after mount. */
export function usePaymentMethods(transferType: TransferType, lang: LanguageCode) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), METHODS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return useQuery({ ...paymentMethodsQuery(transferType, lang), enabled: due });
}
