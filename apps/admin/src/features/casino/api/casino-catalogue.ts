import { callApi } from '@bet/api-client/call-api';
import type {
  CasinoCatalogueAnswer,
  SetCasinoListingRequest,
  SetCasinoLogoRequest,
} from '@bet/domain/api/admin/casino';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { casinoKeys } from './casino-keys.ts';

export const useCasinoCatalogue = () =>
  useQuery({
    queryKey: casinoKeys.catalogue,
    queryFn: ({ signal }) => callApi<CasinoCatalogueAnswer>('admin/casinoCatalogue', {}, signal),
  });

/** Changes one listing; the answer is the whole catalogue as it now stands. */
export function useSetCasinoListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SetCasinoListingRequest) =>
      callApi<CasinoCatalogueAnswer>('admin/setCasinoListing', change),
    onSuccess: (answer) => queryClient.setQueryData(casinoKeys.catalogue, answer),
  });
}

/** Changes a company's or game's logo on every site; the answer is the whole catalogue. */
export function useSetCasinoLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SetCasinoLogoRequest) =>
      callApi<CasinoCatalogueAnswer>('admin/setCasinoLogo', change),
    onSuccess: (answer) => queryClient.setQueryData(casinoKeys.catalogue, answer),
  });
}
