import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readPage } from '../../../shared/lib/paging.ts';

type SetPage = (page: number, options?: { replace?: boolean }) => void;

/** A list's page kept in the address (?page=, left out for page 1); the rest of the query stays. */
export function useUrlPage(): [number, SetPage] {
  const [query, setQuery] = useSearchParams();
  const page = readPage(query.get('page'));
  const setPage = useCallback<SetPage>(
    (next, options) =>
      setQuery((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }, options),
    [setQuery],
  );
  return [page, setPage];
}
