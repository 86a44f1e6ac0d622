import type { CouponDetail } from '@bet/domain/api/betting';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { CouponStatusChip } from './coupon-status.tsx';
import { CouponTypeText } from './coupon-type.tsx';
import './coupon-parts.css';

export type Fact = { key: string; label: string; value: ReactNode };

/** Label and value pairs of a coupon, two columns on a phone. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="cp-facts">
      {facts.map((fact) => (
        <div key={fact.key} className="cp-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Everything the coupon detail tells about a coupon (spec 001 section 2, Coupon detail). In a list
 * row (inRow) the status, date and type are left out: the row shows them already.
 */
export function CouponFacts({ coupon, inRow = false }: { coupon: CouponDetail; inRow?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = usePlayerMoney();
  const { tofixedNumber } = useSiteSettings();
  const f = (key: string, value: ReactNode): Fact => ({ key, label: t(`coupons.fields.${key}`), value });
  // The promised percent, and what the bonus paid once settled.
  const bonus =
    coupon.bonusPercent > 0
      ? `%${formatNumber(coupon.bonusPercent, lang, 0)} · ${money(coupon.bonusPay)}`
      : money(coupon.bonusPay);
  const payment =
    coupon.paid === 1 && coupon.payDate
      ? `${money(coupon.income)} · ${formatDateTime(coupon.payDate)}`
      : money(coupon.income);
  const facts: Fact[] = [
    f('couponId', coupon.id),
    f('ticketId', coupon.ticketId),
    ...(inRow
      ? []
      : [
          f(
            'status',
            <CouponStatusChip status={coupon.status} returned={coupon.returned} held={coupon.held} />,
          ),
          f('date', <time dateTime={coupon.ticketDate}>{formatDateTime(coupon.ticketDate)}</time>),
          f('type', <CouponTypeText coupon={coupon} />),
        ]),
    // Stake of one combination, the combinations, and what they cost together.
    f('stake', money(coupon.ticketStake)),
    f('combinations', coupon.totalTickets),
    f('total', money(coupon.totalStake)),
    f('totalOdds', formatOdds(coupon.totalOdds, tofixedNumber)),
    f('bonus', bonus),
    f('possibleGain', money(coupon.maxPay)),
    f('payment', payment),
    f('matchCount', coupon.totalTipps),
  ];
  return <FactList facts={facts} />;
}
