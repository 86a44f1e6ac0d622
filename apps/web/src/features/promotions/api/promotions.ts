// promotions and promotionDetail (spec 002 call table): the banner list and one promotion's text.
import { callApi } from '@bet/api-client/call-api';
import type { PromotionDetailAnswer, PromotionsAnswer } from '@bet/domain/api/promotions';
import type { LanguageCode } from '@bet/domain/reference/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Promotions change rarely; moving between list and detail need not fetch again. */
const PROMOTIONS_STALE_MS = 60_000;

export const promotionsQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['promotions', lang],
    queryFn: ({ signal }) => callApi<PromotionsAnswer>('promotions', {}, signal),
    staleTime: PROMOTIONS_STALE_MS,
  });

export const usePromotions = (lang: LanguageCode) => useQuery(promotionsQuery(lang));

export const usePromotionDetail = (bonusId: number, lang: LanguageCode) =>
  useQuery({
    queryKey: ['promotions', lang, bonusId],
    queryFn: ({ signal }) => callApi<PromotionDetailAnswer>('promotionDetail', { bonusId }, signal),
    staleTime: PROMOTIONS_STALE_MS,
  });
