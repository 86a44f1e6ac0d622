import { callApi } from '@bet/api-client/call-api';
import type {
  CasinoCatalogueAnswer,
  CasinoListingGamesAnswer,
  SetCasinoListingRequest,
  SetCasinoLogoRequest,
} from '@bet/domain/api/admin/casino';
import type { CasinoCompanyGamesRequest } from '@bet/domain/api/admin/casino-providers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { casinoKeys } from './casino-keys.ts';

export const useCasinoCatalogue = () =>
  useQuery({
    queryKey: casinoKeys.catalogue,
    queryFn: ({ signal }) => callApi<CasinoCatalogueAnswer>('admin/casinoCatalogue', {}, signal),
  });

/** One page of a company's games with the site's listing of each, those whose code or title holds the search. */
export const useListingGames = (request: CasinoCompanyGamesRequest) =>
  useQuery({
    queryKey: casinoKeys.listingGames(request),
    queryFn: ({ signal }) => callApi<CasinoListingGamesAnswer>('admin/casinoListingGames', request, signal),
    placeholderData: keepPreviousData,
  });

/**
 * A change whose answer is the companies as they now stand; the open page of games is read again,
 * so a box shows the server's answer.
 */
function useCatalogueChange<Request extends Record<string, unknown>>(call: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Request) => callApi<CasinoCatalogueAnswer>(`admin/${call}`, change),
    onSuccess: async (answer) => {
      queryClient.setQueryData(casinoKeys.catalogue, answer);
      await queryClient.invalidateQueries({ queryKey: casinoKeys.allListingGames });
    },
  });
}

/** Changes one listing. */
export const useSetCasinoListing = () => useCatalogueChange<SetCasinoListingRequest>('setCasinoListing');

/** Changes a company's or game's logo on every site. */
export const useSetCasinoLogo = () => useCatalogueChange<SetCasinoLogoRequest>('setCasinoLogo');
