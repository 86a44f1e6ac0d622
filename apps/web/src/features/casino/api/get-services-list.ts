import { callApi } from '@bet/api-client/call-api';
import type { GameService, servicesListAnswer } from '@bet/domain/api/casino';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CASINO_KEY } from './casino-key.ts';

type Answer = z.infer<typeof servicesListAnswer>;

/** servicesList: the games of one provider service. */
export const servicesListQuery = (serviceId: number, lang: string) =>
  queryOptions({
    queryKey: [...CASINO_KEY, 'services', lang, serviceId],
    queryFn: ({ signal }) => callApi<Answer>('servicesList', { serviceId }, signal).then((a) => a.results),
    staleTime: 60_000,
  });

export type ServiceLists = {
  /** Every list's games, in the order of the ids; undefined until all have loaded. */
  games: GameService[] | undefined;
  failed: boolean;
  retry(): void;
};

/** The games of several provider services (a site's virtualgames_ids or tvgames_ids), as one list. */
export function useServiceLists(serviceIds: readonly number[]): ServiceLists {
  const { i18n } = useTranslation();
  return useQueries({
    queries: serviceIds.map((id) => servicesListQuery(id, i18n.language)),
    combine: (results) => ({
      games: results.every((r) => r.data) ? results.flatMap((r) => r.data ?? []) : undefined,
      failed: results.some((r) => r.isError),
      retry: () => {
        for (const r of results) if (r.isError) void r.refetch();
      },
    }),
  });
}
