import type { CouponDetailResponse } from '@bet/domain/api/betting';
import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { DocumentIcon, TicketIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCouponDetail } from '../api/get-coupon-detail.ts';
import { usePrintCoupon } from '../api/print-coupon.ts';
import { CouponActions } from '../components/coupon-actions.tsx';
import { CouponFacts } from '../components/coupon-facts.tsx';
import { CouponMatchList } from '../components/coupon-match-list.tsx';
import '../components/coupons.css';

function DetailBody({ data }: { data: CouponDetailResponse | undefined }) {
  const { t } = useTranslation();
  const { lang = '' } = useParams();
  const print = usePrintCoupon(lang);
  const coupon = data?.coupon?.result;
  // A coupon that does not load is shown as empty (spec 001 section 8: the detail's id is 0).
  if (!data || !coupon || coupon.id === 0)
    return <EmptyState icon={<TicketIcon size={30} />} title={t('coupons.detail.notFound')} />;
  return (
    <>
      <div className="card cp-detail-card">
        <CouponFacts coupon={coupon} />
      </div>
      <h2 className="section-title">{t('coupons.detail.matches')}</h2>
      <CouponMatchList rows={data.results} />
      <CouponActions coupon={coupon} offer={data.sellType}>
        <Button variant="secondary" size="sm" onClick={() => void print(coupon.id)}>
          <DocumentIcon size={18} />
          {t('coupons.actions.print')}
        </Button>
      </CouponActions>
    </>
  );
}

/** Coupon detail (spec 001 section 2): the coupon's facts, its selections, print, sell and cancel. */
export default function CouponDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const detail = useCouponDetail({ ticketId: id, archived: query.get('archived') === '1' ? 1 : 0 });
  return (
    <section
      className="page cp-page cp-detail"
      aria-labelledby="cp-detail-title"
      aria-busy={detail.isFetching}
    >
      <h1 className="page-title" id="cp-detail-title">
        {t('coupons.detail.title')}
      </h1>
      {detail.isPending ? <Skeleton height={28} lines={8} /> : <DetailBody data={detail.data} />}
    </section>
  );
}
