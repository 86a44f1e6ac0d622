import type { OfficePaymentCategory, OfficePaymentType } from '@bet/domain/api/admin/payment-methods';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ToneBadge } from '../../shared/ui/status-badge.tsx';
import type { BankTarget } from './bank-dialog.tsx';
import type { TypeTarget } from './type-dialog.tsx';

type CategoryCardProps = {
  category: OfficePaymentCategory;
  name: string;
  onEdit: () => void;
  onEditType: (target: TypeTarget) => void;
  onEditBank: (target: BankTarget) => void;
};

/** One category with its types in order, and for a bank type the banks and amounts it offers. */
export function CategoryCard({ category, name, onEdit, onEditType, onEditBank }: CategoryCardProps) {
  const { t } = useTranslation();
  const titleId = `payment-category-${category.id}`;
  return (
    <section className="payment-category" aria-labelledby={titleId}>
      <header className="payment-category-head">
        <h3 id={titleId}>{name}</h3>
        <ActiveBadge active={category.active} />
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('paymentMethods.category.editNamed', { name })}
        </Button>
        <Button size="sm" onClick={() => onEditType({ categoryId: category.id, type: null })}>
          {t('paymentMethods.type.addTo', { name })}
        </Button>
      </header>
      {category.types.length === 0 ? (
        <p className="muted">{t('paymentMethods.type.none')}</p>
      ) : (
        <ul className="payment-types">
          {category.types.map((type) => (
            <TypeItem key={type.id} type={type} onEditType={onEditType} onEditBank={onEditBank} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <ToneBadge tone={active ? 'success' : 'muted'}>
      {t(active ? 'paymentMethods.shown' : 'paymentMethods.hidden')}
    </ToneBadge>
  );
}

type TypeItemProps = Pick<CategoryCardProps, 'onEditType' | 'onEditBank'> & { type: OfficePaymentType };

function TypeItem({ type, onEditType, onEditBank }: TypeItemProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li className="payment-type" aria-label={type.tag}>
      <strong>{type.tag}</strong> <span>{t(`paymentMethods.payTypes.${type.payType}`)}</span>
      {type.gateway && <span className="muted"> ({type.gateway})</span>} <ActiveBadge active={type.active} />
      <span className="payment-limits">
        {t('paymentMethods.type.limits', {
          min: format.amount(type.minAmount),
          max: type.maxAmount > 0 ? format.amount(type.maxAmount) : t('paymentMethods.type.noMax'),
        })}
      </span>
      <Button variant="ghost" size="sm" onClick={() => onEditType({ categoryId: type.categoryId, type })}>
        {t('paymentMethods.type.editNamed', { name: type.tag })}
      </Button>
      {type.payType === 'bank' && (
        <>
          <ul className="payment-banks">
            {type.banks.map((bank) => (
              <li key={bank.id}>
                {bank.name} <ActiveBadge active={bank.active} />{' '}
                <span className="muted">
                  {bank.amounts
                    .filter((a) => a.active)
                    .map((a) => format.amount(a.amount))
                    .join(' · ')}
                </span>
                <Button variant="ghost" size="sm" onClick={() => onEditBank({ typeId: type.id, bank })}>
                  {t('paymentMethods.bank.editNamed', { name: bank.name })}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" onClick={() => onEditBank({ typeId: type.id, bank: null })}>
            {t('paymentMethods.bank.addTo', { name: type.tag })}
          </Button>
        </>
      )}
    </li>
  );
}
