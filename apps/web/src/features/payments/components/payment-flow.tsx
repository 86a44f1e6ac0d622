import type { PaymentCategoryItem } from '@bet/domain/api/payment-methods';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { ArrowBackIcon } from '@bet/ui/shell-icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { type TransferType, usePaymentMethods } from '../api/get-payment-methods.ts';
import { usePaymentSteps } from '../hooks/use-payment-steps.ts';
import { useTransferSubmit } from '../hooks/use-transfer-submit.ts';
import { openOutside } from '../lib/transfer-outcome.ts';
import { CategoryList, TypeList } from './method-lists.tsx';
import { PaymentForm } from './payment-form.tsx';
import { PaymentPopup } from './payment-popup.tsx';
import './payments.css';

const TEXT = {
  0: { title: 'payments.depositTitle', submit: 'payments.sendDeposit' },
  1: { title: 'payments.withdrawTitle', submit: 'payments.sendWithdraw' },
} as const;

function ListSkeleton() {
  return (
    <ul className="list pay-list" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="pay-item">
          <Skeleton className="pay-logo" width={48} height={48} />
          <Skeleton width="60%" />
        </li>
      ))}
    </ul>
  );
}

/** Deposit or withdraw (spec 002 sections 2 and 4): categories, then a category's types, then the form. */
export function PaymentFlow({ transferType }: { transferType: TransferType }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const methods = usePaymentMethods(transferType, lang);
  const steps = usePaymentSteps();
  const { submit, sending, popupUrl, closePopup } = useTransferSubmit(transferType, steps.toCategories);
  const category = methods.data?.find((item) => item.info.payCatId === steps.catId);
  const type = category?.paytypes.find((item) => item.payId === steps.payId);

  const pickCategory = (picked: PaymentCategoryItem) => {
    if (picked.openLink) openOutside(picked.openLink);
    else steps.openCategory(picked.info.payCatId);
  };

  let body = <ListSkeleton />;
  if (methods.isError) body = <LoadFailed onRetry={() => void methods.refetch()} />;
  else if (type) {
    body = (
      <PaymentForm
        key={type.payId}
        type={type}
        submitLabel={t(TEXT[transferType].submit)}
        sending={sending}
        onSubmit={submit}
      />
    );
  } else if (category)
    body = <TypeList types={category.paytypes} onPick={(item) => steps.openType(item.payId)} />;
  else if (methods.data) body = <CategoryList categories={methods.data} onPick={pickCategory} />;

  return (
    <section className="page pay-page" aria-labelledby="pay-title">
      <div className="pay-head">
        <button type="button" className="icon-button" aria-label={t('payments.back')} onClick={steps.back}>
          <ArrowBackIcon />
        </button>
        <div>
          <h1 className="page-title" id="pay-title">
            {t(TEXT[transferType].title)}
          </h1>
          {category && <p className="muted pay-crumb">{category.info.catName}</p>}
        </div>
      </div>
      {body}
      {popupUrl && <PaymentPopup url={popupUrl} onClose={closePopup} />}
    </section>
  );
}
