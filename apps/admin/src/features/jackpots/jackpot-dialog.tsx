import type { JackpotOfficeRow } from '@bet/domain/api/admin/jackpots';
import { Dialog } from '@bet/ui/dialog.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useSaveJackpot } from './api/jackpots.ts';
import {
  type JackpotFormInput,
  type JackpotFormOutput,
  jackpotForm,
  jackpotFormValuesOf,
} from './jackpot-form.ts';

type JackpotDialogProps = {
  jackpot: JackpotOfficeRow | null;
  onClose: () => void;
  onSaved: (row: JackpotOfficeRow) => void;
};

/** Changes a jackpot's share of stakes, seed and (for one that drops by amount) must-drop amount. */
export function JackpotDialog({ jackpot, onClose, onSaved }: JackpotDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={jackpot !== null}
      onClose={onClose}
      title={t('jackpots.form.title', { name: jackpot ? t(`jackpots.names.${jackpot.id}`) : '' })}
    >
      {jackpot && <JackpotForm key={jackpot.id} jackpot={jackpot} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function JackpotForm({ jackpot, onClose, onSaved }: JackpotDialogProps & { jackpot: JackpotOfficeRow }) {
  const { t } = useTranslation();
  const save = useSaveJackpot();
  const schema = useMemo(() => jackpotForm(jackpot), [jackpot]);
  const form = useForm<JackpotFormInput, unknown, JackpotFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: jackpotFormValuesOf(jackpot),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: (answer) => {
        onSaved(answer.jackpot);
        onClose();
      },
    }),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted form-lead">{t('jackpots.form.lead')}</p>
      <TextField
        label={t('jackpots.form.share')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('jackpots.form.shareHint')}
        error={errors.contributionBp && t('jackpots.form.shareInvalid')}
        {...form.register('contributionBp')}
      />
      <TextField
        label={t('jackpots.form.seed')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('jackpots.form.seedHint')}
        error={errors.seed && t('jackpots.form.amountInvalid')}
        {...form.register('seed')}
      />
      {jackpot.dropBy === 'amount' && (
        <TextField
          label={t('jackpots.form.mustDropBy')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('jackpots.form.mustDropHint')}
          error={errors.mustDropBy && t('jackpots.form.mustDropInvalid')}
          {...form.register('mustDropBy')}
        />
      )}
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
