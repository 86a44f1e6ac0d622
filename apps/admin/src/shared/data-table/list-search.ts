// A list's page, sort and filters as URL search parameters: a list can be bookmarked, shared and
// gone back to. The reading is pure so it is tested without a router.

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

export type SortDirection = 'asc' | 'desc';

export type ListPosition<S extends string> = {
  page: number;
  pageSize: number;
  sort: S | undefined;
  dir: SortDirection;
};

const wholeFrom = (value: string | null, min: number, max: number): number | undefined => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
};

export type ListSort<S extends string> = { sort: S; dir: SortDirection };

/** The paging and sorting fields of a list call for a position; no sort fields when it names no column. */
export const positionRequest = <S extends string>({ page, pageSize, sort, dir }: ListPosition<S>) => ({
  page,
  pageSize,
  ...(sort ? { sort, dir } : {}),
});

/**
 * The page (from 1), page size, sort column (one the list can sort by) and direction in `params`;
 * `defaultSort` when the address names no sort column it knows.
 */
export function readListPosition<S extends string>(
  params: URLSearchParams,
  sortable: readonly S[],
  defaultSort?: ListSort<S>,
): ListPosition<S> {
  const size = wholeFrom(params.get('size'), 1, 500);
  const named = params.get('sort');
  const sort = sortable.find((s) => s === named);
  return {
    page: wholeFrom(params.get('page'), 1, 1_000_000) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...(sort
      ? { sort, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' }
      : { sort: defaultSort?.sort, dir: defaultSort?.dir ?? 'asc' }),
  };
}

/** The filters named in `names`, each '' when absent. */
export function readFilters<F extends string>(
  params: URLSearchParams,
  names: readonly F[],
): Record<F, string> {
  return Object.fromEntries(names.map((name) => [name, params.get(name)?.trim() ?? ''])) as Record<F, string>;
}

/**
 * `params` with `changes` applied: '' or undefined removes a parameter. A change of anything but the
 * page goes back to page 1, since the old page may not exist in the new result.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
