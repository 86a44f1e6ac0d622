import type { OfficeAffiliate } from '@bet/domain/api/admin/affiliates';
import { Dialog } from '@bet/ui/dialog.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../shared/api/error-text.ts';
import { DialogActions } from '../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useApproveAffiliate } from './api/affiliates.ts';

/** A percentage with at most two decimals, as basis points (25.5 -> 2550). */
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}([.,]\d{1,2})?$/)
  .transform((s) => Math.round(Number(s.replace(',', '.')) * 100))
  .pipe(z.number().int().min(0).max(10_000));

const approveForm = z.object({
  percent,
  cutoff: z.enum(['0', '1']).transform(Number),
  carryOver: z.boolean(),
  tier: percent,
});
type ApproveInput = z.input<typeof approveForm>;

/** Approve a request with the share, the cut-off, the carry-over switch and the second tier. */
export function ApproveDialog({
  affiliate,
  onClose,
}: {
  affiliate: OfficeAffiliate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveAffiliate();
  const form = useForm<ApproveInput, unknown, z.output<typeof approveForm>>({
    resolver: zodResolver(approveForm),
    defaultValues: { percent: '25', cutoff: '0', carryOver: true, tier: '0' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => {
    if (!affiliate) return;
    approve.mutate(
      {
        userId: affiliate.userId,
        percentBp: v.percent,
        cutoff: v.cutoff as 0 | 1,
        carryOver: v.carryOver,
        tierBp: v.tier,
      },
      { onSuccess: onClose },
    );
  });
  return (
    <Dialog
      open={affiliate !== null}
      onClose={onClose}
      title={t('affiliates.approve.title', { name: affiliate?.username ?? '' })}
    >
      <form className="form" noValidate onSubmit={submit}>
        <TextField
          label={t('affiliates.approve.percent')}
          inputMode="decimal"
          error={errors.percent ? t('affiliates.approve.invalidPercent') : undefined}
          {...form.register('percent')}
        />
        <Select
          label={t('affiliates.approve.cutoff')}
          options={[
            { value: '0', label: t('affiliates.cutoff.0') },
            { value: '1', label: t('affiliates.cutoff.1') },
          ]}
          {...form.register('cutoff')}
        />
        <label className="choice">
          <input type="checkbox" {...form.register('carryOver')} />
          <span>{t('affiliates.approve.carryOver')}</span>
        </label>
        <TextField
          label={t('affiliates.approve.tier')}
          inputMode="decimal"
          hint={t('affiliates.approve.tierHint')}
          error={errors.tier ? t('affiliates.approve.invalidPercent') : undefined}
          {...form.register('tier')}
        />
        {approve.error ? <ErrorNotice>{errorText(approve.error, t, 'updateFailed')}</ErrorNotice> : null}
        <DialogActions
          dismissLabel={t('common.cancel')}
          onDismiss={onClose}
          submitLabel={t('affiliates.approve.submit')}
          busy={approve.isPending}
        />
      </form>
    </Dialog>
  );
}
