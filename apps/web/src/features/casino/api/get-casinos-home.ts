import { callApi } from '@bet/api-client/call-api';
import type { casinosHomeAnswer } from '@bet/domain/api/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CASINO_KEY } from './casino-key.ts';

type Answer = z.infer<typeof casinosHomeAnswer>;

/** casinosHome: the games of the Home tabs whose ids are given (each game names its tab). */
export const casinosHomeQuery = (tabIds: readonly number[], lang: string) =>
  queryOptions({
    queryKey: [...CASINO_KEY, 'home', lang, tabIds],
    queryFn: ({ signal }) =>
      callApi<Answer>('casinosHome', { serviceId: tabIds.join(',') }, signal).then((a) => a.results),
    staleTime: 60_000,
  });

export function useCasinosHome(tabIds: readonly number[]) {
  const { i18n } = useTranslation();
  return useQuery(casinosHomeQuery(tabIds, i18n.language));
}
