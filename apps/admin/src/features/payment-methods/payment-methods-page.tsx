import type { OfficePaymentCategory } from '@bet/domain/api/admin/payment-methods';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethods } from './api/payment-methods.ts';
import { BankDialog, type BankTarget } from './bank-dialog.tsx';
import { CategoryCard } from './category-card.tsx';
import { CategoryDialog, type CategoryTarget } from './category-dialog.tsx';
import { languagesOf } from './local-texts.ts';
import { TypeDialog, type TypeTarget } from './type-dialog.tsx';
import './payment-methods.css';

/** Every text per language the site's methods hold. */
const savedTexts = (categories: OfficePaymentCategory[]) =>
  categories.flatMap((c) => [
    c.names,
    c.info,
    ...c.types.flatMap((type) => [
      ...type.infoFields.map((info) => info.label),
      ...type.fields.flatMap((field) => [field.title, field.placeHolder]),
    ]),
  ]);

const DIRECTIONS = { deposit: 0, withdraw: 1 } as const;
type Direction = keyof typeof DIRECTIONS;

/** The site's deposit and withdrawal methods: categories, their types and a bank type's banks. */
export function PaymentMethodsPage() {
  const { t, i18n } = useTranslation();
  const methods = usePaymentMethods();
  const [direction, setDirection] = useState<Direction>('deposit');
  const [category, setCategory] = useState<CategoryTarget | null>(null);
  const [type, setType] = useState<TypeTarget | null>(null);
  const [bank, setBank] = useState<BankTarget | null>(null);
  const transferType = DIRECTIONS[direction];
  const categories = useMemo(
    () =>
      (methods.data?.categories ?? [])
        .filter((c) => c.transferType === transferType)
        .sort((a, b) => a.position - b.position),
    [methods.data, transferType],
  );
  // Every language a saved text is already in gets an input, so saving keeps it.
  const languages = useMemo(() => languagesOf(...savedTexts(methods.data?.categories ?? [])), [methods.data]);
  const nameOf = (names: Record<string, string>) =>
    names[i18n.language] ?? names.en ?? Object.values(names)[0] ?? '';
  return (
    <TitledSection titleId="payment-methods-title" title={t('nav.paymentMethods')} className="page">
      <p className="muted form-lead">{t('paymentMethods.lead')}</p>
      <Tabs
        label={t('paymentMethods.directions')}
        idPrefix="payment-methods"
        value={direction}
        onChange={setDirection}
        items={[
          { id: 'deposit', label: t('paymentMethods.deposit') },
          { id: 'withdraw', label: t('paymentMethods.withdraw') },
        ]}
      />
      <div {...tabPanelProps('payment-methods', direction)} className="payment-methods-panel">
        {methods.isError ? (
          <LoadFailed onRetry={() => void methods.refetch()} />
        ) : !methods.data ? (
          <Skeleton width="100%" height="12em" />
        ) : (
          <>
            {categories.length === 0 && <p className="muted">{t('paymentMethods.category.none')}</p>}
            {categories.map((c) => (
              <CategoryCard
                key={c.id}
                category={c}
                name={nameOf(c.names)}
                onEdit={() => setCategory({ transferType, category: c })}
                onEditType={setType}
                onEditBank={setBank}
              />
            ))}
          </>
        )}
        <Button onClick={() => setCategory({ transferType, category: null })}>
          {t('paymentMethods.category.add')}
        </Button>
      </div>
      <CategoryDialog target={category} languages={languages} onClose={() => setCategory(null)} />
      <TypeDialog
        target={type}
        categories={categories}
        gateways={methods.data?.gateways ?? []}
        languages={languages}
        onClose={() => setType(null)}
      />
      <BankDialog target={bank} onClose={() => setBank(null)} />
    </TitledSection>
  );
}
