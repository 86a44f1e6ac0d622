// sliders (spec 002 call table): the banner groups shown at one place of the site, in the current language.
import { callApi } from '@bet/api-client/call-api';
import type { DisplayState, SlidersAnswer } from '@bet/domain/api/banners';
import type { LanguageCode } from '@bet/domain/reference/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Banners change rarely; moving between pages need not fetch them again. */
const SLIDERS_STALE_MS = 5 * 60_000;

export const slidersQuery = (displayState: DisplayState, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['sliders', displayState, lang],
    queryFn: ({ signal }) => callApi<SlidersAnswer>('sliders', { displayState }, signal),
    staleTime: SLIDERS_STALE_MS,
  });

export const useSliders = (displayState: DisplayState, lang: LanguageCode) =>
  useQuery(slidersQuery(displayState, lang));
