import type { CouponListItem } from '@bet/domain/api/betting';
import { buttonClass } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCouponDetail } from '../api/get-coupon-detail.ts';
import { useDetailPath } from '../hooks/use-detail-path.ts';
import { CouponActions } from './coupon-actions.tsx';
import { CouponFacts } from './coupon-facts.tsx';
import { CouponMatchList } from './coupon-match-list.tsx';

/** An opened coupon row: its detail and selections, loaded on opening, with sell and cancel. */
export function CouponRowDetails({ item, id }: { item: CouponListItem; id: string }) {
  const { t } = useTranslation();
  const detailPath = useDetailPath();
  const detail = useCouponDetail({ ticketId: item.ticketId, archived: item.archived });
  const coupon = detail.data?.coupon?.result;
  return (
    <div className="cp-row-details" id={id} aria-busy={detail.isFetching}>
      {detail.isError ? (
        <LoadFailed onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Skeleton lines={4} height={20} />
      ) : coupon ? (
        <>
          <CouponFacts coupon={coupon} inRow />
          <CouponMatchList rows={detail.data.results} />
          <CouponActions coupon={coupon} offer={detail.data.sellType}>
            <Link className={buttonClass('secondary', 'sm')} to={detailPath(item.ticketId, item.archived)}>
              {t('coupons.actions.openDetail')}
            </Link>
          </CouponActions>
        </>
      ) : (
        <p className="muted">{t('coupons.detail.notFound')}</p>
      )}
    </div>
  );
}
