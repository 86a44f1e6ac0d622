import { callApi } from '@bet/api-client/call-api';
import type {
  CasinoCompanyGamesAnswer,
  CasinoCompanyGamesRequest,
} from '@bet/domain/api/admin/casino-providers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { casinoKeys } from './casino-keys.ts';

/** One page of a company's games, by id, those whose code or title holds the search. */
export const useCompanyGames = (request: CasinoCompanyGamesRequest) =>
  useQuery({
    queryKey: casinoKeys.companyGames(request),
    queryFn: ({ signal }) => callApi<CasinoCompanyGamesAnswer>('admin/casinoCompanyGames', request, signal),
    placeholderData: keepPreviousData,
  });
