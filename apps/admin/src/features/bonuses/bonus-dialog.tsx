import type { OfficeBonusDefinition } from '@bet/domain/api/admin/bonuses';
import { Dialog } from '@bet/ui/dialog.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useSaveBonusDefinition } from './api/bonuses.ts';
import { type BonusFormInput, bonusForm, bonusFormValuesOf } from './bonus-form.ts';

/** 'new' opens an empty definition; a row opens that one; null is closed. */
export type EditedBonus = OfficeBonusDefinition | 'new' | null;

export function BonusDialog({ edited, onClose }: { edited: EditedBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const row = edited === 'new' ? null : edited;
  return (
    <Dialog
      open={edited !== null}
      onClose={onClose}
      title={t(row ? 'bonuses.form.editTitle' : 'bonuses.form.newTitle')}
    >
      {edited !== null && <BonusForm key={row?.id ?? 'new'} row={row} onClose={onClose} />}
    </Dialog>
  );
}

const TEXT_FIELDS = ['titleTr', 'titleEn', 'image'] as const;
const NUMBER_FIELDS = [
  'amount',
  'percent',
  'maxAmount',
  'wageringMultiplier',
  'expiryDays',
  'position',
] as const;

function BonusForm({ row, onClose }: { row: OfficeBonusDefinition | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBonusDefinition();
  const schema = useMemo(() => bonusForm(row?.id), [row]);
  const form = useForm<BonusFormInput, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: bonusFormValuesOf(row),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((request) => save.mutate(request, { onSuccess: onClose }));
  const invalid = (name: string) =>
    name in errors || (name.startsWith('title') && 'titles' in errors)
      ? t('bonuses.form.invalid')
      : undefined;
  return (
    <form className="form" noValidate onSubmit={submit}>
      {TEXT_FIELDS.map((name) => (
        <TextField
          key={name}
          label={t(`bonuses.form.${name}`)}
          autoComplete="off"
          error={invalid(name)}
          {...form.register(name)}
        />
      ))}
      {(['termsTr', 'termsEn'] as const).map((name) => (
        <label key={name} className="field">
          <span className="field-label">{t(`bonuses.form.${name}`)}</span>
          <textarea className="textarea" rows={3} {...form.register(name)} />
        </label>
      ))}
      {NUMBER_FIELDS.map((name) => (
        <TextField
          key={name}
          label={t(`bonuses.form.${name}`)}
          inputMode="decimal"
          autoComplete="off"
          hint={name === 'percent' ? t('bonuses.form.percentHint') : undefined}
          error={invalid(name)}
          {...form.register(name)}
        />
      ))}
      <label className="choice">
        <input type="checkbox" {...form.register('active')} />
        <span>{t('bonuses.form.active')}</span>
      </label>
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
