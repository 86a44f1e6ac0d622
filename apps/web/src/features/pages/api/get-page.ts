// getPage (spec 002 call table): a static page's title and sanitized HTML in the current language.
import { callApi } from '@bet/api-client/call-api';
import type { GetPageAnswer } from '@bet/domain/api/page';
import type { LanguageCode } from '@bet/domain/reference/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Pages change rarely; a reader moving back and forth need not fetch them again. */
const PAGE_STALE_MS = 5 * 60_000;

export const pageQuery = (pageId: number, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['page', pageId, lang],
    queryFn: ({ signal }) => callApi<GetPageAnswer>('getPage', { pageid: pageId }, signal),
    staleTime: PAGE_STALE_MS,
  });

export const usePage = (pageId: number, lang: LanguageCode, enabled: boolean) =>
  useQuery({ ...pageQuery(pageId, lang), enabled });
