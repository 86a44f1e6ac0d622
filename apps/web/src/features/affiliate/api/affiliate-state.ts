// affiliates and affiliateRegister (spec 002 §7): the caller's affiliate state, and the request.
import { callApi } from '@bet/api-client/call-api';
import type { AffiliateState } from '@bet/domain/api/affiliates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const affiliateStateQuery = queryOptions({
  queryKey: ['affiliate', 'state'],
  queryFn: async ({ signal }) => (await callApi<{ data: AffiliateState }>('affiliates', {}, signal)).data,
});

export const useAffiliateState = () => useQuery(affiliateStateQuery);

/** Sends the request; the state is read again after, whatever the answer (it may be pending already). */
export function useAffiliateRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi<{ status: true; key: string; msg: string }>('affiliateRegister', {}),
    onSettled: () => client.invalidateQueries({ queryKey: affiliateStateQuery.queryKey }),
  });
}
