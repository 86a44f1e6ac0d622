import { callApi } from '@bet/api-client/call-api';
import { type allCasinosNewAnswer, CASINO_SERVICE, type casinoAnswer } from '@bet/domain/api/casino';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CASINO_KEY } from './casino-key.ts';

type CompaniesAnswer = z.infer<typeof allCasinosNewAnswer>;
type CategoriesAnswer = z.infer<typeof casinoAnswer>;

/** getAllCasinosNew: the live casino companies with their categories and games, matching the keyword. */
export const liveCompaniesQuery = (search: string, lang: string) =>
  queryOptions({
    queryKey: [...CASINO_KEY, 'live', lang, search],
    queryFn: ({ signal }) =>
      callApi<CompaniesAnswer>(
        'getAllCasinosNew',
        { masterServiceId: CASINO_SERVICE.liveCasino, ...(search ? { search } : {}) },
        signal,
      ).then((a) => a.results),
    staleTime: 60_000,
  });

export function useLiveCompanies(search: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...liveCompaniesQuery(search, i18n.language), placeholderData: keepPreviousData });
}

/** casino: one company's categories with their games. */
export const companyCategoriesQuery = (companyId: number, lang: string) =>
  queryOptions({
    queryKey: [...CASINO_KEY, 'company', lang, companyId],
    queryFn: ({ signal }) =>
      callApi<CategoriesAnswer>('casino', { serviceId: companyId }, signal).then((a) => a.results),
    staleTime: 60_000,
  });

export function useCompanyCategories(companyId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...companyCategoriesQuery(companyId ?? 0, i18n.language), enabled: companyId !== null });
}
