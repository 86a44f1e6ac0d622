// Which company's games are open, their search and page, kept in the address like every list's: one
// company at a time, so the page's one list position is its.
import { type ListSearch, useListSearch } from '../../shared/data-table/use-list-search.ts';

const FILTERS = ['games', 'q'] as const;
const NO_SORT: readonly never[] = [];

export type OpenGames = {
  /** The open company's list: its page and, in filters.q, the search sent. */
  list: ListSearch<never, (typeof FILTERS)[number]>;
  companyId: number | null;
  /** Opens a company's games from their first page, unsearched, or closes them when open. */
  toggle: (companyId: number) => void;
  search: (text: string) => void;
};

export function useOpenGames(): OpenGames {
  const list = useListSearch(NO_SORT, FILTERS);
  const companyId = Number(list.filters.games) || null;
  return {
    list,
    companyId,
    toggle: (id) => list.setFilters({ games: id === companyId ? '' : String(id), q: '' }),
    search: (text) => list.setFilters({ q: text }),
  };
}
