import type { OfficePaymentCategory } from '@bet/domain/api/admin/payment-methods';
import { Dialog } from '@bet/ui/dialog.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { ActiveChoice } from './active-choice.tsx';
import { useSavePaymentCategory } from './api/payment-methods.ts';
import { type CategoryFormValues, categoryFormValuesOf, categoryRequestOf } from './category-form.ts';
import { LocalTextFields } from './local-text-fields.tsx';

export type CategoryTarget = { transferType: 0 | 1; category: OfficePaymentCategory | null };
type CategoryDialogProps = { target: CategoryTarget | null; languages: string[]; onClose: () => void };

/** Adds a category to deposits or withdrawals, or changes one. */
export function CategoryDialog({ target, languages, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t(target?.category ? 'paymentMethods.category.edit' : 'paymentMethods.category.add')}
    >
      {target && (
        <CategoryForm
          key={target.category?.id ?? 'new'}
          target={target}
          languages={languages}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function CategoryForm({ target, languages, onClose }: CategoryDialogProps & { target: CategoryTarget }) {
  const { t } = useTranslation();
  const save = useSavePaymentCategory();
  const [invalid, setInvalid] = useState(false);
  const form = useForm<CategoryFormValues>({
    defaultValues: categoryFormValuesOf(target.category, languages),
  });
  const submit = form.handleSubmit((values) => {
    const request = categoryRequestOf(target.transferType, values);
    setInvalid(request === null);
    if (request) save.mutate(request, { onSuccess: onClose });
  });
  return (
    <form className="form" noValidate onSubmit={submit}>
      <LocalTextFields
        label={t('paymentMethods.category.name')}
        languages={languages}
        register={(lang) => form.register(`names.${lang}`)}
      />
      <LocalTextFields
        label={t('paymentMethods.category.info')}
        languages={languages}
        register={(lang) => form.register(`info.${lang}`)}
      />
      <TextField label={t('paymentMethods.logo')} autoComplete="off" {...form.register('logo')} />
      <TextField
        label={t('paymentMethods.category.openLink')}
        type="url"
        autoComplete="off"
        {...form.register('openLink')}
      />
      <TextField
        label={t('paymentMethods.position')}
        inputMode="numeric"
        autoComplete="off"
        {...form.register('position')}
      />
      <ActiveChoice label={t('paymentMethods.active')} {...form.register('active')} />
      {invalid && <ErrorNotice>{t('paymentMethods.errors.categoryInvalid')}</ErrorNotice>}
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
