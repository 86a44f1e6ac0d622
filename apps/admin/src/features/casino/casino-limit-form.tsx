import { Button } from '@bet/ui/button.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { minorText, typedMinor } from '../../shared/format/typed-numbers.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useCasinoLimit, useSetCasinoLimit } from './api/casino-limit.ts';
import './casino.css';

type CasinoLimitFormProps = { userId: number; currency: string; editable: boolean };

/** A dealer's daily casino stake limit over its whole subtree (0 unlimited) and today's usage. */
export function CasinoLimitForm({ userId, currency, editable }: CasinoLimitFormProps) {
  const { t } = useTranslation();
  const limit = useCasinoLimit(userId);
  // Here rather than in the editor: the editor starts afresh on a saved limit, the outcome stays.
  const save = useSetCasinoLimit(userId);
  if (limit.isError) return <ErrorNotice>{errorText(limit.error, t)}</ErrorNotice>;
  if (!limit.data) return <Skeleton lines={2} />;
  return (
    <LimitEditor
      key={limit.data.dailyStakeLimit}
      save={save}
      currency={currency}
      editable={editable}
      current={limit.data.dailyStakeLimit}
      staked={limit.data.stakedToday}
    />
  );
}

type LimitEditorProps = Omit<CasinoLimitFormProps, 'userId'> & {
  save: ReturnType<typeof useSetCasinoLimit>;
  current: number;
  staked: number;
};

function LimitEditor({ save, currency, editable, current, staked }: LimitEditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [text, setText] = useState(minorText(current));
  const typed = typedMinor(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== null && typed !== current) save.mutate(typed);
  };
  const left = current === 0 ? null : Math.max(current - staked, 0);
  return (
    <form className="form casino-limit" noValidate onSubmit={submit}>
      <p className="muted form-lead">{t('casino.limit.lead')}</p>
      <dl className="casino-limit-figures">
        <div className="card">
          <dt>{t('casino.limit.stakedToday')}</dt>
          <dd>{format.money(staked, currency)}</dd>
        </div>
        <div className="card">
          <dt>{t('casino.limit.left')}</dt>
          <dd>{left === null ? t('casino.limit.unlimited') : format.money(left, currency)}</dd>
        </div>
      </dl>
      <fieldset className="record-fieldset" disabled={!editable}>
        <legend className="visually-hidden">{t('casino.limit.title')}</legend>
        <TextField
          label={t('casino.limit.daily', { currency })}
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint={t('casino.limit.zeroHint')}
          error={typed === null ? t('casino.limit.invalid') : undefined}
        />
      </fieldset>
      {save.isSuccess && <SuccessNotice>{t('messages.updateSuccess')}</SuccessNotice>}
      {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
      {editable && (
        <div className="form-actions">
          <Button type="submit" loading={save.isPending} disabled={typed === null || typed === current}>
            {t('common.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
