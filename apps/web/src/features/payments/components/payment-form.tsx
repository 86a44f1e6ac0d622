import type { AmountOption, PaymentTypeItem } from '@bet/domain/api/payment-methods';
import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import type { TransferBody } from '../hooks/use-transfer-submit.ts';
import { failureMessage } from '../lib/failure-message.ts';
import { formFields, readTransferForm } from '../lib/transfer-form.ts';
import { BankChoice } from './bank-choice.tsx';
import { InfoFields } from './info-fields.tsx';
import { AmountBounds } from './method-lists.tsx';
import { PaymentFieldInput } from './payment-field.tsx';

type PaymentFormProps = {
  type: PaymentTypeItem;
  submitLabel: string;
  sending: boolean;
  onSubmit: (body: TransferBody) => void;
};

/** A payment type's form (spec 002 sections 2 and 5); the first broken rule shows and nothing is sent. */
export function PaymentForm({ type, submitLabel, sending, onSubmit }: PaymentFormProps) {
  const { t } = useTranslation();
  const user = useUser();
  const money = usePlayerMoney();
  const [values, setValues] = useState<Record<string, string>>({});
  const [bankAmount, setBankAmount] = useState<AmountOption | null>(null);
  const [error, setError] = useState('');
  const fields = formFields(type, t('payments.amount'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = readTransferForm(type, fields, values, bankAmount?.amount ?? null, money);
    if ('failure' in draft) {
      setError(failureMessage(draft.failure, t));
      return;
    }
    setError('');
    onSubmit({
      payId: type.payId,
      payCatId: type.payCatId,
      amount: draft.amount,
      values: draft.values,
      ...(bankAmount ? { activeAmountId: bankAmount.activeAmountId } : {}),
    });
  };

  return (
    <form className="pay-form" noValidate onSubmit={submit}>
      <div className="pay-form-head">
        <h2 className="pay-form-title">{type.payTag}</h2>
        <AmountBounds type={type} />
      </div>
      <div className="pay-names">
        <TextField label={t('payments.firstName')} value={user?.firstName ?? ''} readOnly />
        <TextField label={t('payments.lastName')} value={user?.lastName ?? ''} readOnly />
      </div>
      <InfoFields items={type.infofields} />
      {type.payType === 'bank' && (
        <BankChoice
          payId={type.payId}
          payCatId={type.payCatId}
          chosen={bankAmount}
          onChoose={setBankAmount}
        />
      )}
      {fields.map((field) => (
        <PaymentFieldInput
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          onChange={(value) => setValues((now) => ({ ...now, [field.name]: value }))}
        />
      ))}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block loading={sending}>
        {submitLabel}
      </Button>
    </form>
  );
}
