import type { AffiliateInfo } from '@bet/domain/api/affiliates';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/use-money.ts';

/** affiliateInfo's totals: users registered, the referred players' income and expense, the share paid. */
export function AffiliateTotals({ info, currency }: { info: AffiliateInfo | undefined; currency: string }) {
  const { t } = useTranslation();
  const format = useMoney(currency);
  const money = (n: number | undefined) => (n === undefined ? '…' : format(n));
  const cells: [string, string][] = [
    ['users', info === undefined ? '…' : String(info.totalUser)],
    ['income', money(info?.amountA)],
    ['expense', money(info?.amountE)],
    ['paid', money(info?.paid)],
  ];
  return (
    <dl className="aff-totals" aria-busy={info === undefined}>
      {cells.map(([key, value]) => (
        <div key={key} className="aff-total">
          <dt className="muted">{t(`affiliate.totals.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
