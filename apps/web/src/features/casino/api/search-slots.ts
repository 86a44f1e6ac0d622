import { callApi } from '@bet/api-client/call-api';
import type { allSlotsNewAnswer } from '@bet/domain/api/casino';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CASINO_KEY } from './casino-key.ts';

type Answer = z.infer<typeof allSlotsNewAnswer>;

/** getAllSlotsNew: a master service's providers with their games, those matching the keyword when given. */
export const slotSearchQuery = (masterServiceId: number, search: string, lang: string) =>
  queryOptions({
    queryKey: [...CASINO_KEY, 'slotSearch', lang, masterServiceId, search],
    queryFn: ({ signal }) =>
      callApi<Answer>('getAllSlotsNew', { masterServiceId, ...(search ? { search } : {}) }, signal).then(
        (a) => a.results,
      ),
    staleTime: 60_000,
  });

/** The providers for a settled keyword; `enabled` false asks nothing (the Slots overview needs no search). */
export function useSlotSearch(masterServiceId: number, search: string, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    ...slotSearchQuery(masterServiceId, search, i18n.language),
    enabled,
    // The last hits stay while the next keyword's load, so the grid does not flash empty.
    placeholderData: keepPreviousData,
  });
}
