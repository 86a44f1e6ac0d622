import type { DealerRow, FinanceRow, ReferredCouponRow } from '@bet/domain/api/affiliates';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format/format.ts';
import { useMoney } from '../../../shared/format/use-money.ts';
import { useReferredCoupon } from '../api/referred-lists.ts';

export function UsersTable({ rows, currency }: { rows: DealerRow[]; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  return (
    <table className="aff-table">
      <thead>
        <tr>
          <th>{t('affiliate.columns.user')}</th>
          <th>{t('affiliate.columns.registered')}</th>
          <th>{t('affiliate.columns.credit')}</th>
          <th>{t('affiliate.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => (
          <tr key={u.userName}>
            <td>{u.userName}</td>
            <td>{formatDate(u.createdAt)}</td>
            <td>{money(u.credit)}</td>
            <td>{t(u.status === 1 ? 'affiliate.userStatus.active' : 'affiliate.userStatus.passive')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MovementsTable({ rows, currency }: { rows: FinanceRow[]; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  return (
    <table className="aff-table">
      <thead>
        <tr>
          <th>{t('affiliate.columns.user')}</th>
          <th>{t('affiliate.columns.date')}</th>
          <th>{t('affiliate.columns.type')}</th>
          <th>{t('affiliate.columns.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: movements have no id of their own and never reorder
          <tr key={i}>
            <td>{m.userName}</td>
            <td>{formatDateTime(m.processDate)}</td>
            <td>
              {m.type}
              {m.ticketId && <span className="muted"> #{m.ticketId}</span>}
            </td>
            <td className={m.transType === 1 ? 'aff-in' : 'aff-out'}>
              {m.transType === 1 ? '+' : '−'}
              {money(m.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CouponMatches({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const detail = useReferredCoupon(ticketId);
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton height={48} />;
  return (
    <ul className="aff-coupon-matches" aria-label={t('affiliate.couponDetail', { ticketId })}>
      {detail.data.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a coupon's picks keep their order
        <li key={i}>
          <span>
            {m.home} – {m.away}
          </span>
          <span className="muted">
            {m.isLive ? m.liveTypeName : m.typeName}: {m.isLive ? m.liveOutComeName : m.outComeName}
          </span>
          <strong>{m.odds}</strong>
        </li>
      ))}
    </ul>
  );
}

export function CouponsTable({ rows, currency }: { rows: ReferredCouponRow[]; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="aff-coupons">
      {rows.map((c) => (
        <li key={c.ticketId} className="aff-coupon">
          <div className="aff-coupon-head">
            <span>{c.username}</span>
            <span className="muted">{formatDateTime(c.ticketDate)}</span>
            <span>{t(`affiliate.couponStatus.${c.status}`, { defaultValue: String(c.status) })}</span>
          </div>
          <div className="aff-coupon-figures">
            <span>{t('affiliate.columns.stake', { amount: money(c.totalStake) })}</span>
            <span>{t('affiliate.columns.maxPay', { amount: money(c.maxPay) })}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open === c.ticketId}
              onClick={() => setOpen(open === c.ticketId ? null : c.ticketId)}
            >
              {t('affiliate.details', { ticketId: c.ticketId })}
            </Button>
          </div>
          {open === c.ticketId && <CouponMatches ticketId={c.ticketId} />}
        </li>
      ))}
    </ul>
  );
}
