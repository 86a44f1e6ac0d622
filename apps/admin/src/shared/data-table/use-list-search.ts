import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListPosition,
  type ListSort,
  readFilters,
  readListPosition,
  type SortDirection,
  withChanges,
} from './list-search.ts';

export type ListSearch<S extends string, F extends string> = ListPosition<S> & {
  filters: Record<F, string>;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  setSort: (sort: S | undefined, dir: SortDirection) => void;
  /** Applies filter values ('' clears one) and goes back to page 1. */
  setFilters: (values: Partial<Record<F, string>>) => void;
};

/**
 * A server-paged list's position and filters, kept in the URL's search parameters (see list-search.ts).
 * `sortable`, `filterNames` and `defaultSort` are module constants, so the position is not re-read each render.
 */
export function useListSearch<S extends string, F extends string>(
  sortable: readonly S[],
  filterNames: readonly F[],
  defaultSort?: ListSort<S>,
): ListSearch<S, F> {
  const [params, setParams] = useSearchParams();
  const position = useMemo(
    () => readListPosition(params, sortable, defaultSort),
    [params, sortable, defaultSort],
  );
  const filters = useMemo(() => readFilters(params, filterNames), [params, filterNames]);
  const change = useCallback(
    (changes: Record<string, string | undefined>) => setParams((current) => withChanges(current, changes)),
    [setParams],
  );
  return useMemo(
    () => ({
      ...position,
      filters,
      setPage: (page) => change({ page: page > 1 ? String(page) : undefined }),
      setPageSize: (size) => change({ size: String(size) }),
      setSort: (sort, dir) => change({ sort, dir: sort && dir === 'desc' ? 'desc' : undefined }),
      setFilters: (values) => change(values),
    }),
    [position, filters, change],
  );
}
