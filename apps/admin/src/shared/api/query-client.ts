import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { ApiError } from '@bet/api-client/call-api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { usePermissionsChangedStore } from '../session/permissions-changed-store.ts';

/** Mutation meta of calls whose 401 is an answer to show (sign-in, two-factor codes), not an ended session. */
export const OWN_UNAUTHORIZED = { ownUnauthorized: true } as const;

// A refusal (4xx) will not change on retry; a network fault may.
const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** The client every screen shares; it also reacts to an ended session and to changed permissions. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessRefused, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: (error) => onCallError(client, error, false) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) =>
        onCallError(client, error, mutation.meta?.ownUnauthorized === true),
    }),
  });
  return client;
}

function onCallError(client: QueryClient, error: unknown, ownUnauthorized: boolean): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 409 && error.key === 'permissionsChanged') {
    usePermissionsChangedStore.getState().notice();
  } else if (error.status === 401 && !ownUnauthorized) {
    // The session ended (expired, signed out elsewhere): the guard shows the sign-in in place.
    client.setQueryData(adminQueryKeys.me, null);
  }
}
