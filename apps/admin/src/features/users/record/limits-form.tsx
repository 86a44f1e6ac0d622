import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { formatRate } from '@bet/domain/commission';
import { COUPON_LIMIT_KINDS } from '@bet/domain/user-defaults';
import { TextField } from '@bet/ui/text-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../shared/i18n/i18n.ts';
import { ErrorNotice } from '../../../shared/ui/notice.tsx';
import { useUpdateUser } from './api/update-user.ts';
import {
  type LimitsInput,
  type LimitsOutput,
  limitsChanges,
  limitsForm,
  limitsValuesOf,
} from './limits-values.ts';
import { SaveBar } from './save-bar.tsx';

const AMOUNTS = ['minStake', 'maxStake', 'maxPay'] as const;

type LimitsFormProps = { user: UserDetail; editable: boolean };

/**
 * The coupon limits: one row per coupon kind, the odds bounds and the bonus; 0 means no limit. A
 * dealer's commission rate sits first, with the most it may be (its parent dealer's rate).
 */
export function LimitsForm({ user, editable }: LimitsFormProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<LimitsInput, unknown, LimitsOutput>({
    resolver: zodResolver(limitsForm),
    defaultValues: limitsValuesOf(user.limits, user.commission?.rate),
  });
  const { errors, isDirty } = form.formState;
  const bad = (invalid: boolean) => (invalid ? t('users.record.limits.invalid') : undefined);
  const ceiling = user.commission && formatRate(user.commission.ceiling, localeOf(i18n.language));

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { targetUserId: user.id, ...limitsChanges(values, user.commission) },
      {
        onSuccess: (answer) => form.reset(limitsValuesOf(answer.user.limits, answer.user.commission?.rate)),
      },
    ),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="muted form-lead">{t('users.record.limits.lead', { currency: user.currency })}</p>
      <fieldset className="record-fieldset" disabled={!editable}>
        <legend className="visually-hidden">{t('users.record.tabs.limits')}</legend>
        {ceiling && (
          <div className="form-grid">
            <TextField
              label={t('users.record.limits.commissionRate')}
              inputMode="decimal"
              hint={t('users.record.limits.commissionHint', { max: ceiling })}
              error={errors.commissionRate ? t('users.record.limits.commissionInvalid') : undefined}
              {...form.register('commissionRate')}
            />
          </div>
        )}
        <div className="limits-scroll">
          <table className="limits-grid">
            <thead>
              <tr>
                <th scope="col">{t('users.record.limits.kind')}</th>
                <th scope="col">{t('users.record.limits.minTip')}</th>
                {AMOUNTS.map((field) => (
                  <th key={field} scope="col">
                    {t(`users.record.limits.${field}`)}
                  </th>
                ))}
                <th scope="col">{t('users.record.limits.status')}</th>
              </tr>
            </thead>
            <tbody>
              {COUPON_LIMIT_KINDS.map((kind) => {
                const kindName = t(`couponKinds.${kind}`);
                const cellLabel = (field: string) => `${kindName}: ${t(`users.record.limits.${field}`)}`;
                return (
                  <tr key={kind}>
                    <th scope="row">{kindName}</th>
                    <td>
                      <input
                        className="input input-short"
                        inputMode="numeric"
                        aria-label={cellLabel('minTip')}
                        aria-invalid={errors[kind]?.minTip ? true : undefined}
                        {...form.register(`${kind}.minTip`)}
                      />
                    </td>
                    {AMOUNTS.map((field) => (
                      <td key={field}>
                        <input
                          className="input"
                          inputMode="decimal"
                          aria-label={cellLabel(field)}
                          aria-invalid={errors[kind]?.[field] ? true : undefined}
                          {...form.register(`${kind}.${field}`)}
                        />
                      </td>
                    ))}
                    <td className="limits-status">
                      <input
                        type="checkbox"
                        aria-label={cellLabel('status')}
                        {...form.register(`${kind}.status`)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {COUPON_LIMIT_KINDS.some((kind) => errors[kind]) && (
          <ErrorNotice>{t('users.record.limits.invalidCells')}</ErrorNotice>
        )}
        <div className="form-grid">
          <TextField
            label={t('users.record.limits.minOdds')}
            inputMode="decimal"
            error={bad(!!errors.minOddsCoupon)}
            {...form.register('minOddsCoupon.limit')}
          />
          <TextField
            label={t('users.record.limits.maxOdds')}
            inputMode="decimal"
            error={bad(!!errors.maxOddsCoupon)}
            {...form.register('maxOddsCoupon.limit')}
          />
          <TextField
            label={t('users.record.limits.bonusPercent')}
            inputMode="decimal"
            error={bad(!!errors.bonusJson?.bonusPercent)}
            {...form.register('bonusJson.bonusPercent')}
          />
          <TextField
            label={t('users.record.limits.bonusTipCount')}
            inputMode="numeric"
            error={bad(!!errors.bonusJson?.bonusTipCount)}
            {...form.register('bonusJson.bonusTipCount')}
          />
          <TextField
            label={t('users.record.limits.bonusOdds')}
            inputMode="decimal"
            error={bad(!!errors.bonusJson?.bonusOdds)}
            {...form.register('bonusJson.bonusOdds')}
          />
        </div>
      </fieldset>
      {editable && <SaveBar save={update} unchanged={!isDirty} />}
    </form>
  );
}
