import { useTranslation } from 'react-i18next';
import { SellableList } from '../components/sellable-list.tsx';
import '../components/coupons.css';

/** Cash-out (spec 001 section 2): the coupons that can be sold now, prices followed every 30 s. */
export default function CashoutPage() {
  const { t } = useTranslation();
  return (
    <section className="page cp-page cp-cashout" aria-labelledby="cashout-title">
      <div className="cp-head">
        <h1 className="page-title" id="cashout-title">
          {t('coupons.cashout.title')}
        </h1>
      </div>
      <p className="muted cp-cashout-hint">{t('coupons.cashout.hint')}</p>
      <SellableList variant="large" />
    </section>
  );
}
