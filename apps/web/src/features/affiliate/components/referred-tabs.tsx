import type { DayRange } from '@bet/domain/affiliates/filters';
import { AFFILIATE_PAGE_SIZE } from '@bet/domain/api/affiliates';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { UsersIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { type ReferredPage, type ReferredTab, useReferredPage } from '../api/referred-lists.ts';
import { CouponsTable, MovementsTable, UsersTable } from './referred-tables.tsx';

type Props = {
  tab: ReferredTab;
  tabs: readonly ReferredTab[];
  range: DayRange;
  page: number;
  currency: string;
  onTab: (tab: ReferredTab) => void;
  onPage: (page: number) => void;
};

function Rows({
  tab,
  page,
  currency,
}: {
  tab: ReferredTab;
  page: ReferredPage<ReferredTab>;
  currency: string;
}) {
  const { t } = useTranslation();
  if (page.data.length === 0) return <EmptyState icon={<UsersIcon />} title={t(`affiliate.empty.${tab}`)} />;
  if (tab === 'users') return <UsersTable rows={(page as ReferredPage<'users'>).data} currency={currency} />;
  if (tab === 'movements') {
    return <MovementsTable rows={(page as ReferredPage<'movements'>).data} currency={currency} />;
  }
  return <CouponsTable rows={(page as ReferredPage<'coupons'>).data} currency={currency} />;
}

/** The Users / Movements / Coupons tabs, each a paged list with an empty message. */
export function ReferredTabs({ tab, tabs, range, page, currency, onTab, onPage }: Props) {
  const { t } = useTranslation();
  const list = useReferredPage(tab, range, currentTimeZone(), page);
  return (
    <div className="aff-tabs">
      <Tabs
        idPrefix="aff"
        label={t('affiliate.tabsLabel')}
        items={tabs.map((id) => ({ id, label: t(`affiliate.tabs.${id}`) }))}
        value={tab}
        onChange={onTab}
      />
      <div {...tabPanelProps('aff', tab)} aria-busy={list.isFetching}>
        {list.isError ? (
          <LoadFailed onRetry={() => void list.refetch()} />
        ) : list.data && !list.isPlaceholderData ? (
          <Rows tab={tab} page={list.data} currency={currency} />
        ) : (
          <Skeleton height={120} />
        )}
      </div>
      <Pager
        page={page}
        pageSize={AFFILIATE_PAGE_SIZE}
        total={(list.data?.totalPage ?? 1) * AFFILIATE_PAGE_SIZE}
        onChange={onPage}
      />
    </div>
  );
}
