import type { LiveMatch } from '@bet/domain/api/sportsbook';
import type { Lives3Request } from '@bet/domain/api/sportsbook-requests';
import { matchTopic } from '@bet/domain/sportsbook/live-protocol';
import { mainMarketTypes } from '@bet/domain/sportsbook/market-catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LiveFilter, lives3Query, useLives3 } from '../api/lives3.ts';
import { type LiveAddress, liveAddressSearch } from '../lib/live-address.ts';
import { oddsTypeChoices, resolveActiveOdd, rowColumns } from '../lib/odds-columns.ts';
import { useActiveOddStore } from '../stores/active-odd-store.ts';
import { useLiveList } from './use-live-list.ts';

/** Rows per page (spec 001 section 9). */
export const ROWS_PER_PAGE = 50;
/** Kick-offs and final whistles come in bursts: the counts reload once a burst is over. */
const COUNTS_RELOAD_MS = 5000;

const byTime = (a: LiveMatch, b: LiveMatch) =>
  a.matchDate.localeCompare(b.matchDate) || a.matchid - b.matchid;

const fitsFilter = (m: LiveMatch, filter: LiveFilter) =>
  filter === 0 || (filter === 1) === (m.matchstatus !== 'not_started');

/** The live page's state: filters, the lives3 list kept live by the socket, and the address. */
export function useLiveBets(address: LiveAddress) {
  const [picked, setPicked] = useState(address.sid);
  const [categoryId, setCategoryId] = useState(address.cid);
  const [order, setOrder] = useState<0 | 1>(0);
  const [filter, setFilter] = useState<LiveFilter>(1);
  const [pages, setPages] = useState(1);
  const chosen = useActiveOddStore((s) => s.bySport);
  const choose = useActiveOddStore((s) => s.choose);
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();

  const sportId = picked;
  const activeOdd = sportId ? resolveActiveOdd(sportId, chosen[sportId] ?? address.activeOdd) : undefined;
  const columns = useMemo(() => (sportId ? rowColumns(sportId, activeOdd) : []), [sportId, activeOdd]);
  const payloadFor = (sport: number | undefined): Lives3Request => {
    const cols = sport ? rowColumns(sport, activeOdd) : [];
    const needsOdds = sport !== undefined && cols.some((c) => !mainMarketTypes(sport).includes(c));
    return {
      ...(sport ? { sportId: sport } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...(needsOdds ? { odds: cols } : {}),
      order,
      filter,
      limit: ROWS_PER_PAGE * pages,
    };
  };
  const payload = payloadFor(sportId);
  const query = useLives3(payload);
  const data = query.data;

  // The first answer names the sport the server picked (the first with matches in play): keep
  // to it, reusing that answer, so later reloads do not wander to another sport.
  const sports = data?.data.sports;
  const answered = data?.matches[0]?.sportId ?? (sports?.find((s) => s.inPlay > 0) ?? sports?.[0])?.sportId;
  useEffect(() => {
    if (picked !== undefined || answered === undefined || !data) return;
    queryClient.setQueryData(lives3Query(payloadFor(answered), i18n.language).queryKey, data);
    setPicked(answered);
  });

  // What is shown, paging aside: a new view shows the loader, another page does not.
  const viewKey = JSON.stringify({ ...payload, limit: 0 });
  const settledView = useRef(viewKey);
  if (!query.isPlaceholderData && data) settledView.current = viewKey;
  const switching = query.isPlaceholderData && settledView.current !== viewKey;

  const totals = data?.data ?? { totalRows: 0, liveRows: 0 };
  const counts = { live: totals.liveRows, upcoming: totals.totalRows - totals.liveRows };
  const total = filter === 1 ? counts.live : filter === 2 ? counts.upcoming : totals.totalRows;
  const hasMore = (data?.matches.length ?? 0) < total;

  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  const topics = useMemo(
    () => [
      'live',
      ...(data?.matches ?? [])
        .filter((m) => m.matchstatus === 'not_started')
        .map((m) => matchTopic(m.matchid)),
    ],
    [data],
  );
  const matches = useLiveList(data?.matches, {
    topics,
    wantsSport: (s) => s === sportId,
    accepts: (m) =>
      m.sportId === sportId &&
      (!categoryId || m.categoryId === categoryId) &&
      fitsFilter(m, filter) &&
      !hasMore,
    ...(order === 1 ? { compare: byTime } : {}),
    onReconnect: () => void query.refetch(),
    onMembership: () => {
      clearTimeout(reload.current);
      reload.current = setTimeout(() => void query.refetch(), COUNTS_RELOAD_MS);
    },
  });
  useEffect(() => () => clearTimeout(reload.current), []);

  // The address follows the filters without a navigation (spec 001 section 2).
  useEffect(() => {
    const search = liveAddressSearch(window.location.search, { sid: sportId, cid: categoryId, activeOdd });
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  }, [sportId, categoryId, activeOdd]);

  // A new view starts again at the first page.
  const fresh =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPages(1);
    };
  return {
    data,
    matches,
    loading: query.isPending,
    failed: query.isError && !data,
    switching,
    hasMore,
    loadingMore: query.isPlaceholderData && !switching,
    counts,
    sportId,
    categoryId,
    order,
    filter,
    columns,
    activeOdd,
    oddsTypes: sportId ? oddsTypeChoices(sportId) : [],
    setSport: fresh((id: number) => {
      setPicked(id);
      setCategoryId(undefined);
    }),
    clearCategory: () => fresh(setCategoryId)(undefined),
    setOrder: fresh(setOrder),
    setFilter: fresh(setFilter),
    setActiveOdd: (type: number) => sportId && choose(sportId, type),
    showMore: () => setPages((p) => p + 1),
    retry: () => void query.refetch(),
  };
}
