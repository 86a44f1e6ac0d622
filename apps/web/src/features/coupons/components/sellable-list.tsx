import type { CouponListItem } from '@bet/domain/api/betting';
import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { TicketIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format.ts';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { useSellFlow } from '../hooks/use-coupon-actions.ts';
import { useDetailPath } from '../hooks/use-detail-path.ts';
import { useHistoryRange } from '../hooks/use-history-range.ts';
import { usePriceMoves } from '../hooks/use-price-moves.ts';
import { useUrlPage } from '../hooks/use-url-page.ts';
import { canSell } from '../lib/coupon-actions.ts';
import { COUPON_PAGE_SIZE, pageAfterShrink, sellablePayload } from '../lib/coupon-filters.ts';
import type { PriceMove } from '../lib/price-moves.ts';
import { CouponTypeText } from './coupon-type.tsx';
import { SellPrice } from './sell-price.tsx';
import './sellable.css';

/** The sellable lists follow the prices every 30 s (spec 001 section 9). */
export const SELLABLE_REFRESH_MS = 30_000;

type Variant = 'compact' | 'large';

type ItemProps = {
  item: CouponListItem;
  move: PriceMove | undefined;
  variant: Variant;
  busy: boolean;
  onSell: () => void;
};

function SellableItem({ item, move, variant, busy, onSell }: ItemProps) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  const detailPath = useDetailPath();
  const price = item.sellType.winPrice;
  return (
    <li className="cp-sellable" data-move={move}>
      <div className="cp-sellable-main">
        <p className="cp-sellable-title">
          <CouponTypeText coupon={item} />
          <span className="muted"> · {t('coupons.matchCount', { count: item.totalTipps })}</span>
        </p>
        <p className="cp-sellable-meta muted">
          <time dateTime={item.ticketDate}>{formatDateTime(item.ticketDate)}</time>
          {variant === 'large' && (
            <>
              {' · '}
              <Link to={detailPath(item.ticketId, item.archived)}>{item.ticketId}</Link>
            </>
          )}
        </p>
        <p className="cp-sellable-amounts">
          <span>
            {t('coupons.fields.stake')}: <strong>{money(item.totalStake)}</strong>
          </span>
          <span>
            {t('coupons.fields.maxPay')}: <strong>{money(item.maxPay)}</strong>
          </span>
        </p>
      </div>
      <div className="cp-sellable-end">
        <SellPrice price={price} move={move} />
        <Button variant="accent" size="sm" loading={busy} onClick={onSell}>
          {t('coupons.actions.sellShort')}
        </Button>
      </div>
    </li>
  );
}

/** Open coupons that can be sold now, 25 a page, with their price, its moves highlighted for 3 s, and the sell flow. */
export function SellableList({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const range = useHistoryRange();
  const [page, setPage] = useUrlPage();
  const coupons = useCoupons(sellablePayload(range, page), SELLABLE_REFRESH_MS);
  const sell = useSellFlow();
  const shown = coupons.data && !coupons.isPlaceholderData ? coupons.data : undefined;
  const items = useMemo(() => (shown?.results ?? []).filter((item) => canSell(item, false)), [shown]);
  const prices = useMemo(
    () => new Map(items.map((item) => [item.ticketId, item.sellType.winPrice])),
    [items],
  );
  const moves = usePriceMoves(prices);
  const total = shown?.totalCount;
  // Coupons sold or closed since the pager was drawn can leave this page empty: show the last one.
  useEffect(() => {
    const last = total === undefined ? null : pageAfterShrink(page, total);
    if (last !== null) setPage(last, { replace: true });
  }, [page, total, setPage]);

  if (coupons.isError && !shown) return <LoadFailed onRetry={() => void coupons.refetch()} />;
  if (!shown) {
    return <Skeleton height={variant === 'large' ? 120 : 84} lines={3} />;
  }
  if (items.length === 0 && page === 1) {
    return <EmptyState icon={<TicketIcon size={30} />} title={t('coupons.noSellCoupon')} />;
  }
  return (
    <>
      <ul className={`list cp-sellables cp-sellables-${variant}`} aria-busy={coupons.isFetching}>
        {items.map((item) => (
          <SellableItem
            key={item.ticketId}
            item={item}
            move={moves.get(item.ticketId)}
            variant={variant}
            busy={sell.busyTicket === item.ticketId}
            onSell={() => sell.start(item.ticketId, item.sellType.winPrice)}
          />
        ))}
      </ul>
      <Pager
        page={page}
        pageSize={COUPON_PAGE_SIZE}
        total={shown.totalCount}
        onChange={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
