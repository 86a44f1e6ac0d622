// The player's responsible-gambling calls: protection, setLimit, confirmLimit, excludeMe.
import { callApi } from '@bet/api-client/call-api';
import type { ExcludeRequest, ProtectionAnswer, SetLimitRequest } from '@bet/domain/api/protection';
import type { LimitKind } from '@bet/domain/protection/player-limits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const protectionQuery = queryOptions({
  queryKey: ['protection'],
  queryFn: ({ signal }) => callApi<ProtectionAnswer>('protection', {}, signal),
});

export const useProtection = () => useQuery(protectionQuery);

/** Changing or confirming a limit answers the whole protection again, which replaces the cached one. */
export function useLimitChange() {
  const client = useQueryClient();
  const keep = (answer: ProtectionAnswer) => client.setQueryData(protectionQuery.queryKey, answer);
  return {
    set: useMutation({
      mutationFn: (request: SetLimitRequest) =>
        callApi<ProtectionAnswer & { applied: 'applied' | 'pending' }>('setLimit', request),
      onSuccess: keep,
    }),
    confirm: useMutation({
      mutationFn: (kind: LimitKind) => callApi<ProtectionAnswer>('confirmLimit', { kind }),
      onSuccess: keep,
    }),
  };
}

export const useExclude = () =>
  useMutation({
    mutationFn: (request: ExcludeRequest) => callApi<{ status: true; until: string }>('excludeMe', request),
  });
