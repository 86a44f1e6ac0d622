import { ApiError, callApi } from '@bet/api-client/call-api';
import type { BanksAnswer } from '@bet/domain/api/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';

const signedOut: BanksAnswer = { login: false, status: false, banks: [], error: '' };

/** banks: a bank-type method's banks and their amounts; `login: false` when the session is gone. */
export async function getBanks(payid: number, payCatId: number, signal?: AbortSignal): Promise<BanksAnswer> {
  try {
    return await callApi<BanksAnswer>('banks', { payid, payCatId }, signal);
  } catch (err) {
    // The server refuses a visitor; the page then opens the login popup instead of an error.
    if (err instanceof ApiError && (err.status === 401 || err.body.login === false)) return signedOut;
    throw err;
  }
}

export const banksQuery = (payid: number, payCatId: number) =>
  queryOptions({
    queryKey: ['payments', 'banks', payid, payCatId],
    queryFn: ({ signal }) => getBanks(payid, payCatId, signal),
  });

export const useBanks = (payid: number, payCatId: number) => useQuery(banksQuery(payid, payCatId));
