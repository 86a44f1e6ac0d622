// The results page's address and call (spec 001 sections 2 and 9): ?sid and ?page, pages of 50.
import type { ResultsRequest } from '@bet/domain/api/sportsbook-requests';

export const RESULTS_PAGE_SIZE = 50;

/** The sports the filter offers, in menu order (spec 001: the sport ids the feed uses). */
export const RESULT_SPORTS: readonly number[] = [1, 2, 5, 4, 6, 23, 3, 20, 109, 110, 111];

export type ResultsFilter = { sportId: number | null; page: number };

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

export function readResultsFilter(query: URLSearchParams): ResultsFilter {
  const sportId = positive(query.get('sid'));
  return {
    sportId: sportId !== null && RESULT_SPORTS.includes(sportId) ? sportId : null,
    page: positive(query.get('page')) ?? 1,
  };
}

export function writeResultsFilter(f: ResultsFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (f.sportId !== null) query.set('sid', String(f.sportId));
  if (f.page > 1) query.set('page', String(f.page));
  return query;
}

/** matchResults' payload: `order` is the offset of the page's first row. */
export const resultsPayload = (f: ResultsFilter): ResultsRequest => ({
  limit: RESULTS_PAGE_SIZE,
  order: (f.page - 1) * RESULTS_PAGE_SIZE,
  ...(f.sportId === null ? {} : { sportId: f.sportId }),
});
