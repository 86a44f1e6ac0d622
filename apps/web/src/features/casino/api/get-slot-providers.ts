import { callApi } from '@bet/api-client/call-api';
import { CASINO_SERVICE, type casinoListAnswer } from '@bet/domain/api/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CASINO_KEY } from './casino-key.ts';

type Answer = z.infer<typeof casinoListAnswer>;

/** casinoList with the slots service: every slot provider with all its games. */
export const slotProvidersQuery = (lang: string) =>
  queryOptions({
    queryKey: [...CASINO_KEY, 'slots', lang],
    queryFn: ({ signal }) =>
      callApi<Answer>('casinoList', { serviceId: CASINO_SERVICE.slots }, signal).then((a) => a.results),
    staleTime: 60_000,
  });

export function useSlotProviders() {
  const { i18n } = useTranslation();
  return useQuery(slotProvidersQuery(i18n.language));
}
