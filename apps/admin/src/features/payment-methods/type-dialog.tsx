import type { OfficePaymentCategory, OfficePaymentType } from '@bet/domain/api/admin/payment-methods';
import { PAY_TYPES } from '@bet/domain/api/payment-methods';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { ActiveChoice } from './active-choice.tsx';
import { useSavePaymentType } from './api/payment-methods.ts';
import { TypeFieldsEditor, TypeInfoEditor } from './type-fields-editor.tsx';
import { type TypeFormProblem, type TypeFormValues, typeFormValuesOf, typeRequestOf } from './type-form.ts';

export type TypeTarget = { categoryId: number; type: OfficePaymentType | null };
type TypeDialogProps = {
  target: TypeTarget | null;
  /** The categories of the same transfer direction, any of which the type may move to. */
  categories: OfficePaymentCategory[];
  gateways: string[];
  languages: string[];
  onClose: () => void;
};

/** Adds a payment type to a category, or changes one with its texts and the player's form. */
export function TypeDialog(props: TypeDialogProps) {
  const { t } = useTranslation();
  const { target, onClose } = props;
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t(target?.type ? 'paymentMethods.type.edit' : 'paymentMethods.type.add')}
    >
      {target && <TypeForm key={target.type?.id ?? 'new'} {...props} target={target} />}
    </Dialog>
  );
}

function TypeForm({
  target,
  categories,
  gateways,
  languages,
  onClose,
}: TypeDialogProps & { target: TypeTarget }) {
  const { t, i18n } = useTranslation();
  const save = useSavePaymentType();
  const [problem, setProblem] = useState<TypeFormProblem | null>(null);
  const form = useForm<TypeFormValues>({
    defaultValues: typeFormValuesOf(target.type, target.categoryId, languages),
  });
  const payType = form.watch('payType');
  const submit = form.handleSubmit((values) => {
    const result = typeRequestOf(values);
    setProblem('problem' in result ? result.problem : null);
    if ('request' in result) save.mutate(result.request, { onSuccess: onClose });
  });
  const categoryOptions = categories.map((c) => ({
    value: String(c.id),
    label: c.names[i18n.language] ?? c.names.en ?? Object.values(c.names)[0] ?? String(c.id),
  }));
  return (
    <form className="form" noValidate onSubmit={submit}>
      <Select
        label={t('paymentMethods.type.category')}
        options={categoryOptions}
        {...form.register('categoryId')}
      />
      <Select
        label={t('paymentMethods.type.payType')}
        options={PAY_TYPES.map((p) => ({ value: p, label: t(`paymentMethods.payTypes.${p}`) }))}
        {...form.register('payType')}
      />
      {payType === 'gateway' && (
        <Select
          label={t('paymentMethods.type.gateway')}
          placeholder={t('paymentMethods.type.chooseGateway')}
          options={gateways.map((g) => ({ value: g, label: g }))}
          {...form.register('gateway')}
        />
      )}
      <TextField label={t('paymentMethods.type.tag')} autoComplete="off" {...form.register('tag')} />
      <TextField label={t('paymentMethods.logo')} autoComplete="off" {...form.register('logo')} />
      <TextField
        label={t('paymentMethods.type.minAmount')}
        inputMode="decimal"
        autoComplete="off"
        {...form.register('minAmount')}
      />
      <TextField
        label={t('paymentMethods.type.maxAmount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('paymentMethods.type.maxHint')}
        {...form.register('maxAmount')}
      />
      <TextField
        label={t('paymentMethods.position')}
        inputMode="numeric"
        autoComplete="off"
        {...form.register('position')}
      />
      <ActiveChoice label={t('paymentMethods.active')} {...form.register('active')} />
      <TypeInfoEditor form={form} languages={languages} />
      <TypeFieldsEditor form={form} languages={languages} />
      {problem && <ErrorNotice>{t(`paymentMethods.errors.${problem}`)}</ErrorNotice>}
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
