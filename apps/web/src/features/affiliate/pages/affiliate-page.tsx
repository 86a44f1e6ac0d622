import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentTimeZone, dateParts } from '../../../shared/format/format.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { settingsQuery } from '../../../shared/site/api/get-settings.ts';
import { useAffiliateInfo } from '../api/affiliate-info.ts';
import { useAffiliateState } from '../api/affiliate-state.ts';
import type { ReferredTab } from '../api/referred-lists.ts';
import { AffiliateFilterBar } from '../components/affiliate-filter-bar.tsx';
import { AffiliateRequest } from '../components/affiliate-request.tsx';
import { AffiliateSummary } from '../components/affiliate-summary.tsx';
import { AffiliateTotals } from '../components/affiliate-totals.tsx';
import { ReferredTabs } from '../components/referred-tabs.tsx';
import {
  type AffiliateFilters,
  rangeOf,
  readAffiliateFilters,
  writeAffiliateFilters,
} from '../lib/affiliate-filters.ts';
import '../components/affiliate.css';

/** The figures of an active affiliate: filters, totals and the tabs, all kept in the URL. */
function AffiliateData({ years }: { years: number[] }) {
  const user = useUser();
  const settings = useQuery(settingsQuery).data?.settings;
  const [query, setQuery] = useSearchParams();
  const now = dateParts(new Date());
  const filters = readAffiliateFilters(query, years, { year: Number(now.year), month: Number(now.month) });
  const range = rangeOf(filters);
  const info = useAffiliateInfo(range, currentTimeZone());
  // The Coupons tab only where sport or live betting is on (spec 002 §2).
  const tabs: ReferredTab[] =
    settings?.sport === 1 || settings?.live === 1
      ? ['users', 'movements', 'coupons']
      : ['users', 'movements'];
  const tab = tabs.includes(filters.tab) ? filters.tab : 'users';
  const show = (next: AffiliateFilters) => setQuery(writeAffiliateFilters(next));
  const currency = user?.currency ?? '';
  return (
    <>
      <AffiliateFilterBar filters={filters} years={years} onChange={show} />
      <AffiliateTotals info={info.data} currency={currency} />
      <ReferredTabs
        tab={tab}
        tabs={tabs}
        range={range}
        page={filters.page}
        currency={currency}
        onTab={(next) => show({ ...filters, tab: next, page: 1 })}
        onPage={(page) => show({ ...filters, page })}
      />
    </>
  );
}

/** affiliate (spec 002 §2): the request while not an affiliate; the link, filters, totals and tabs once one. */
export default function AffiliatePage() {
  const { t } = useTranslation();
  const state = useAffiliateState();
  let body = <Skeleton height={160} />;
  if (state.isError) body = <LoadFailed onRetry={() => void state.refetch()} />;
  else if (state.data?.status === 1) {
    body = (
      <>
        <AffiliateSummary state={state.data} />
        <AffiliateData years={state.data.years} />
      </>
    );
  } else if (state.data) body = <AffiliateRequest pending={state.data.pending === 1} />;
  return (
    <section className="page aff-page" aria-labelledby="affiliate-title">
      <h1 className="page-title" id="affiliate-title">
        {t('affiliate.title')}
      </h1>
      {body}
    </section>
  );
}
