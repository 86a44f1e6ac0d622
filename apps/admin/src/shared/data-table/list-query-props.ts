import type { UseQueryResult } from '@tanstack/react-query';

/** What a list call answers: one page of rows and how many the filters match in all. */
type ListPage<TData> = { rows: TData[]; total: number };

/** The DataTable props that follow from its list query: the rows, the total and how the loading stands. */
export function listQueryProps<TData>(query: UseQueryResult<ListPage<TData>>) {
  return {
    rows: query.data?.rows,
    total: query.data?.total ?? 0,
    loading: query.isPending,
    refreshing: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
