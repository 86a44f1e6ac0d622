import type { officeBank } from '@bet/domain/api/admin/payment-methods';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { ActiveChoice } from './active-choice.tsx';
import { useSavePaymentBank } from './api/payment-methods.ts';
import { type BankFormValues, bankFormValuesOf, bankRequestOf } from './bank-form.ts';

export type BankTarget = { typeId: number; bank: z.infer<typeof officeBank> | null };
type BankDialogProps = { target: BankTarget | null; onClose: () => void };

/** Adds a bank to a bank type, or changes one with the amounts it takes. */
export function BankDialog({ target, onClose }: BankDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t(target?.bank ? 'paymentMethods.bank.edit' : 'paymentMethods.bank.add')}
    >
      {target && <BankForm key={target.bank?.id ?? 'new'} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function BankForm({ target, onClose }: BankDialogProps & { target: BankTarget }) {
  const { t } = useTranslation();
  const save = useSavePaymentBank();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<BankFormValues>({ defaultValues: bankFormValuesOf(target.bank) });
  const amounts = useFieldArray({ control: form.control, name: 'amounts' });
  const submit = form.handleSubmit((values) => {
    const request = bankRequestOf(target.typeId, values);
    setInvalid(request === null);
    if (request) save.mutate(request, { onSuccess: onClose });
  });
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField label={t('paymentMethods.bank.name')} autoComplete="off" {...form.register('name')} />
      <TextField label={t('paymentMethods.bank.swift')} autoComplete="off" {...form.register('swiftCode')} />
      <TextField
        label={t('paymentMethods.position')}
        inputMode="numeric"
        autoComplete="off"
        {...form.register('position')}
      />
      <ActiveChoice label={t('paymentMethods.active')} {...form.register('active')} />
      <fieldset className="payment-rows">
        <legend>{t('paymentMethods.bank.amounts')}</legend>
        {amounts.fields.map((row, index) => (
          <div key={row.id} className="payment-row">
            <TextField
              label={t('paymentMethods.bank.amount', { n: index + 1 })}
              inputMode="decimal"
              autoComplete="off"
              {...form.register(`amounts.${index}.amount`)}
            />
            <ActiveChoice
              label={t('paymentMethods.bank.amountActive', { n: index + 1 })}
              {...form.register(`amounts.${index}.active`)}
            />
            <Button variant="ghost" size="sm" onClick={() => amounts.remove(index)}>
              {t('paymentMethods.bank.removeAmount', { n: index + 1 })}
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" onClick={() => amounts.append({ amount: '', active: true })}>
          {t('paymentMethods.bank.addAmount')}
        </Button>
      </fieldset>
      {invalid && <ErrorNotice>{t('paymentMethods.errors.bankInvalid')}</ErrorNotice>}
      {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.cancel')}
        onDismiss={onClose}
        submitLabel={t('common.save')}
        busy={save.isPending}
      />
    </form>
  );
}
