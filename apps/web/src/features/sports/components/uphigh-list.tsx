import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useMatchPages } from '../api/prematch-api.ts';
import type { TimeWindow } from '../lib/time-chips.ts';
import { UPHIGH_PAGE_SIZE, type UpHighMode } from '../lib/uphigh-query.ts';
import { DayList } from './day-list.tsx';
import { ListLoadFailed, NoMatches, RowsSkeleton } from './list-states.tsx';

type UpHighListProps = {
  mode: UpHighMode;
  sportId: number;
  window: TimeWindow;
  keyword: string | undefined;
  columns: readonly number[];
};

/** Ten matches at a time by kick-off, with a button for the next ten. */
export function UpHighList({ mode, sportId, window, keyword, columns }: UpHighListProps) {
  const { t } = useTranslation();
  const pages = useMatchPages({
    sportId,
    limit: UPHIGH_PAGE_SIZE,
    oid: columns,
    ...(mode === 'highlights' ? { highList: 1 as const } : {}),
    ...(keyword ? { keyWord: keyword } : {}),
    ...window,
  });
  if (pages.isError && !pages.data) return <ListLoadFailed onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <RowsSkeleton rows={5} height={64} />;
  const matches = pages.data.pages.flatMap((p) => p.results);
  if (matches.length === 0) return <NoMatches />;
  return (
    <>
      <DayList matches={matches} columns={columns} />
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          block
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('sports.uphigh.more')}
        </Button>
      )}
    </>
  );
}
