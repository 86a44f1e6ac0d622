import type { SharedCoupon } from '@bet/domain/api/betting';
import { buttonClass } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { TicketIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime, formatMoney, formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useSharedCoupon } from '../api/get-shared-coupon.ts';
import { type Fact, FactList } from '../components/coupon-facts.tsx';
import { CouponStatusChip } from '../components/coupon-status.tsx';
import { CouponTypeText } from '../components/coupon-type.tsx';
import { SharedMatchTable } from '../components/shared-match-table.tsx';
import '../components/coupons.css';

function SharedCouponView({ coupon }: { coupon: SharedCoupon }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // In the coupon's own currency: the one looking may be a visitor, or play in another currency.
  const money = (amount: number) =>
    coupon.currency ? formatMoney(amount, coupon.currency, lang) : formatNumber(amount, lang);
  const typed = {
    ...coupon,
    isLive: coupon.results.some((row) => row.isLive === 1) ? (1 as const) : (0 as const),
    totalTipps: coupon.results.length,
  };
  const f = (key: string, value: Fact['value']): Fact => ({ key, label: t(`coupons.fields.${key}`), value });
  return (
    <>
      <div className="card cp-detail-card">
        <FactList
          facts={[
            f('couponNumber', coupon.ticketId),
            f('date', <time dateTime={coupon.ticketDate}>{formatDateTime(coupon.ticketDate)}</time>),
            f('type', <CouponTypeText coupon={typed} />),
            f('status', <CouponStatusChip status={coupon.status} returned={coupon.returned} />),
            f('stake', money(coupon.totalStake)),
            f('possibleGain', money(coupon.maxPay)),
            f('payment', money(coupon.income)),
          ]}
        />
      </div>
      <SharedMatchTable rows={coupon.results} />
    </>
  );
}

/** A shared coupon (spec 001 section 2): open to anyone with the link, with a way into the site. */
export default function CouponSharePage() {
  const { t } = useTranslation();
  const { id = '', lang = '' } = useParams();
  const shared = useSharedCoupon(id);
  const coupon = shared.data?.coupon;
  return (
    <section
      className="page cp-page cp-detail"
      aria-labelledby="cp-share-title"
      aria-busy={shared.isFetching}
    >
      <h1 className="page-title" id="cp-share-title">
        {t('coupons.share.title')}
      </h1>
      {shared.isPending ? (
        <Skeleton height={28} lines={8} />
      ) : coupon ? (
        <SharedCouponView coupon={coupon} />
      ) : (
        <EmptyState icon={<TicketIcon size={30} />} title={t('coupons.detail.notFound')} />
      )}
      <Link className={buttonClass('primary', 'md', true)} to={`/${lang}/`}>
        {t('coupons.share.openSite')}
      </Link>
    </section>
  );
}
