import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCoupons } from '../api/get-coupons.ts';
import { CouponList, CouponListSkeleton } from '../components/coupon-list.tsx';
import { CouponSearch } from '../components/coupon-search.tsx';
import { useHistoryRange } from '../hooks/use-history-range.ts';
import {
  COUPON_PAGE_SIZE,
  type CouponFilters,
  couponListPayload,
  readCouponFilters,
  STATUS_TABS,
  writeCouponFilters,
} from '../lib/coupon-filters.ts';
import '../components/coupons.css';

/** My coupons (spec 001 section 2, Coupon list): status tabs, a search, expandable rows, 25 a page. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const range = useHistoryRange();
  const filters = readCouponFilters(query, range);
  const coupons = useCoupons(couponListPayload(filters, range));
  const show = (next: CouponFilters) => setQuery(writeCouponFilters(next, range));
  // A status chosen in the search that has no tab of its own (cancelled, sold) gets one while it is chosen.
  const tabs = (STATUS_TABS as readonly string[]).includes(filters.status)
    ? STATUS_TABS
    : [...STATUS_TABS, filters.status];

  return (
    <section className="page cp-page" aria-labelledby="cp-title">
      <div className="cp-head">
        <h1 className="page-title" id="cp-title">
          {t('coupons.title')}
        </h1>
        {coupons.data && (
          <span className="muted">{t('coupons.count', { count: coupons.data.totalCount })}</span>
        )}
      </div>
      <div className="cp-split">
        {/* Keyed by the URL: a tab or page change shows in the form too. */}
        <CouponSearch key={query.toString()} filters={filters} range={range} onSearch={show} />
        <div className="cp-results">
          <Tabs
            idPrefix="cp"
            className="cp-tabs"
            label={t('coupons.tabsLabel')}
            items={tabs.map((status) => ({ id: status, label: t(`coupons.status.${status}`) }))}
            value={filters.status}
            onChange={(status) => show({ ...filters, status, page: 1 })}
          />
          <div {...tabPanelProps('cp', filters.status)} aria-busy={coupons.isFetching}>
            {coupons.isError ? (
              <LoadFailed onRetry={() => void coupons.refetch()} />
            ) : coupons.data && !coupons.isPlaceholderData ? (
              <CouponList items={coupons.data.results} />
            ) : (
              <CouponListSkeleton />
            )}
          </div>
          <Pager
            page={filters.page}
            pageSize={COUPON_PAGE_SIZE}
            total={coupons.data?.totalCount ?? 0}
            onChange={(page) => {
              show({ ...filters, page });
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      </div>
    </section>
  );
}
