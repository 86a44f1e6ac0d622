import { ApiError } from '@bet/api-client/call-api';
import { creditDirections } from '@bet/domain/api/admin/credit';
import type { UserRow } from '@bet/domain/api/admin/users';
import { toMajor, toMinor } from '@bet/domain/money';
import { Dialog } from '@bet/ui/dialog.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../shared/api/error-text.ts';
import { useRequestKey } from '../../shared/api/use-request-key.ts';
import { typedMinor } from '../../shared/format/typed-numbers.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useCreditTransfer } from './api/credit-transfer.ts';

/** An amount above zero as typed, in minor units; null if it is not one. */
function typedAmount(text: string): number | null {
  const minor = typedMinor(text);
  return minor !== null && minor > 0 ? minor : null;
}

const creditForm = z.object({
  direction: z.enum(creditDirections),
  amount: z.string().refine((text) => typedAmount(text) !== null),
});
type CreditValues = z.infer<typeof creditForm>;

/** Deposit to or withdraw from one user's credit; closed while user is null. */
export function CreditDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={t('users.creditTitle', { name: user?.username ?? '' })}
    >
      {user && <CreditForm key={user.id} user={user} onClose={onClose} />}
    </Dialog>
  );
}

function CreditForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const transfer = useCreditTransfer();
  const requestKey = useRequestKey();
  // The user's credit as last known here: the row as opened, then each transfer's answer.
  const [credit, setCredit] = useState(user.credit);
  const form = useForm<CreditValues>({
    resolver: zodResolver(creditForm),
    defaultValues: { direction: 'deposit', amount: '' },
  });

  const submit = form.handleSubmit(({ direction, amount }) => {
    const minor = typedAmount(amount);
    if (minor === null) return;
    const payload = { targetUserId: user.id, amount: toMajor(minor), direction };
    transfer.mutate(
      { ...payload, reqId: requestKey.keyFor(payload) },
      {
        onSuccess: (answer) => {
          requestKey.settle();
          // The answer's credit is in major units, as the API presents amounts.
          setCredit(toMinor(answer.credit));
          form.reset({ direction, amount: '' });
        },
        // A refusal is final for this input; only a network fault may be the same request again.
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 0)) requestKey.settle();
        },
      },
    );
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="credit-summary">
        <span>{t('users.columns.credit')}</span>
        <strong>{format.money(credit, user.currency)}</strong>
      </p>
      <fieldset className="choice-row">
        <legend>{t('users.direction')}</legend>
        <label className="choice">
          <input type="radio" value="deposit" {...form.register('direction')} />
          {t('users.deposit')}
        </label>
        <label className="choice">
          <input type="radio" value="withdraw" {...form.register('direction')} />
          {t('users.withdraw')}
        </label>
      </fieldset>
      <TextField
        label={t('users.amount', { currency: user.currency })}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.amount && t('users.amountInvalid')}
        {...form.register('amount')}
      />
      {transfer.isSuccess && <SuccessNotice>{t('messages.updateSuccess')}</SuccessNotice>}
      {transfer.error && <ErrorNotice>{errorText(transfer.error, t, 'updateFailed')}</ErrorNotice>}
      <DialogActions
        dismissLabel={t('common.close')}
        onDismiss={onClose}
        submitLabel={t('users.transfer')}
        busy={transfer.isPending}
      />
    </form>
  );
}
