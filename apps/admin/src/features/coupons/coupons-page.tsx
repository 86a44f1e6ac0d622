import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { CouponsList } from './coupons-list.tsx';

/** Every coupon of the staff member's subtree. */
export function CouponsPage() {
  const { t } = useTranslation();
  return (
    <TitledSection titleId="coupons-title" title={t('nav.coupons')} className="page">
      <CouponsList id="coupons" />
    </TitledSection>
  );
}
