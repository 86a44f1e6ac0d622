import { callApi } from '@bet/api-client/call-api';
import type { JackpotHistoryAnswer } from '@bet/domain/api/admin/jackpots';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type JackpotHistoryRequest, jackpotKeys } from './jackpot-keys.ts';

/** One page of the jackpots' drops, newest first, each with its revealed drop point and salt. */
export const useJackpotHistory = (request: JackpotHistoryRequest) =>
  useQuery({
    queryKey: jackpotKeys.history(request),
    queryFn: ({ signal }) => callApi<JackpotHistoryAnswer>('admin/jackpotHistory', request, signal),
    placeholderData: keepPreviousData,
  });
