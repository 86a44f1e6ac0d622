import type { PaymentCategoryItem, PaymentTypeItem } from '@bet/domain/api/payment-methods';
import { ChevronIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { MethodLogo } from './method-logo.tsx';

/** The payment categories; each opens its types (or its outside link). */
export function CategoryList({
  categories,
  onPick,
}: {
  categories: readonly PaymentCategoryItem[];
  onPick: (category: PaymentCategoryItem) => void;
}) {
  const { t } = useTranslation();
  if (categories.length === 0) return <p className="pay-empty muted">{t('payments.noMethods')}</p>;
  return (
    <ul className="list pay-list">
      {categories.map((category) => (
        <li key={category.info.payCatId}>
          <button type="button" className="pay-item" onClick={() => onPick(category)}>
            <MethodLogo src={category.info.typeLogo} />
            <span className="pay-item-text">
              <span className="pay-item-name">{category.info.catName}</span>
              {category.info.info && <span className="pay-item-info muted">{category.info.info}</span>}
            </span>
            <ChevronIcon direction="forward" className="pay-chevron" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The limits of a type, each only when above 0 (spec 002 section 2). */
export function AmountBounds({ type }: { type: Pick<PaymentTypeItem, 'minAmount' | 'maxAmount'> }) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  if (type.minAmount <= 0 && type.maxAmount <= 0) return null;
  return (
    <span className="pay-bounds">
      {type.minAmount > 0 && <span>{t('payments.min', { amount: money(type.minAmount) })}</span>}
      {type.maxAmount > 0 && <span>{t('payments.max', { amount: money(type.maxAmount) })}</span>}
    </span>
  );
}

/** A category's payment types: logo, tag and limits. */
export function TypeList({
  types,
  onPick,
}: {
  types: readonly PaymentTypeItem[];
  onPick: (type: PaymentTypeItem) => void;
}) {
  const { t } = useTranslation();
  if (types.length === 0) return <p className="pay-empty muted">{t('payments.noMethods')}</p>;
  return (
    <ul className="list pay-list">
      {types.map((type) => (
        <li key={type.payId}>
          <button type="button" className="pay-item" onClick={() => onPick(type)}>
            <MethodLogo src={type.bankLogo} />
            <span className="pay-item-text">
              <span className="pay-item-name">{type.payTag}</span>
              <AmountBounds type={type} />
            </span>
            <ChevronIcon direction="forward" className="pay-chevron" />
          </button>
        </li>
      ))}
    </ul>
  );
}
