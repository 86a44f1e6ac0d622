import { callApi } from '@bet/api-client/call-api';
import type {
  AddCasinoCompanyRequest,
  AddCasinoGamesAnswer,
  AddCasinoGamesRequest,
  AddCasinoProviderRequest,
  CasinoProvidersAnswer,
  ProviderSecretAnswer,
  RotateProviderSecretRequest,
  SuspendCasinoProviderRequest,
  UpdateCasinoProviderRequest,
} from '@bet/domain/api/admin/casino-providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { casinoKeys } from './casino-keys.ts';

export const useCasinoProviders = () =>
  useQuery({
    queryKey: casinoKeys.providers,
    queryFn: ({ signal }) => callApi<CasinoProvidersAnswer>('admin/casinoProviders', {}, signal),
  });

/**
 * A change whose answer is the whole provider list as it now stands; new companies and games also
 * change what the site's listing and the open company's games show.
 */
function useProviderChange<Request extends Record<string, unknown>, Answer extends CasinoProvidersAnswer>(
  call: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => callApi<Answer>(`admin/${call}`, request),
    onSuccess: ({ status, providers, walletUrl }) => {
      queryClient.setQueryData<CasinoProvidersAnswer>(casinoKeys.providers, { status, providers, walletUrl });
      void queryClient.invalidateQueries({ queryKey: casinoKeys.catalogue });
      void queryClient.invalidateQueries({ queryKey: casinoKeys.allCompanyGames });
      void queryClient.invalidateQueries({ queryKey: casinoKeys.allListingGames });
    },
  });
}

/** Its answer holds the new provider's secret, shown once. */
export const useAddProvider = () =>
  useProviderChange<AddCasinoProviderRequest, ProviderSecretAnswer>('addCasinoProvider');
export const useUpdateProvider = () =>
  useProviderChange<UpdateCasinoProviderRequest, CasinoProvidersAnswer>('updateCasinoProvider');
/** Its answer holds the new secret, shown once; the old one no longer signs. */
export const useRotateSecret = () =>
  useProviderChange<RotateProviderSecretRequest, ProviderSecretAnswer>('rotateCasinoProviderSecret');
/** Suspends a provider on every site, or lifts it. */
export const useSuspendProvider = () =>
  useProviderChange<SuspendCasinoProviderRequest, CasinoProvidersAnswer>('suspendCasinoProvider');
export const useAddCompany = () =>
  useProviderChange<AddCasinoCompanyRequest, CasinoProvidersAnswer>('addCasinoCompany');
/** Its answer says how many were added and which codes the company already had. */
export const useAddGames = () =>
  useProviderChange<AddCasinoGamesRequest, AddCasinoGamesAnswer>('addCasinoGames');
