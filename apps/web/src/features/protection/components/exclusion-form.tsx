import { ApiError } from '@bet/api-client/call-api';
import { EXCLUSION_PERIODS, type ExclusionKind } from '@bet/domain/protection/player-limits';
import { Button } from '@bet/ui/button.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';
import { forgetSession } from '../../../shared/session/stored-session.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useExclude } from '../api/protection.ts';

/**
 * A time-out or self-exclusion, confirmed with the password and once more in a question: it signs the
 * player out everywhere and nobody can end it early.
 */
export function ExclusionForm() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const exclude = useExclude();
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [period, setPeriod] = useState<string>(EXCLUSION_PERIODS.timeout[0]);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const send = () =>
    exclude.mutate({ kind, period, password } as Parameters<typeof exclude.mutate>[0], {
      onSuccess: async ({ until }) => {
        forgetSession();
        await navigate(`/${lang}/`, { replace: true, flushSync: true });
        client.setQueryData(userQuery.queryKey, null);
        useNotifyStore
          .getState()
          .notify(1, t('protection.excluded', { until: new Date(until).toLocaleString() }));
      },
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.message ? failure.message : t('protection.failed')),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    useNotifyStore
      .getState()
      .notify(3, t('protection.excludeQuestion', { period: t(`protection.periods.${period}`) }), {
        onConfirm: send,
      });
  };
  return (
    <form className="exclusion-form" onSubmit={submit}>
      <p className="muted">{t('protection.excludeLead')}</p>
      <Select
        label={t('protection.excludeKind')}
        value={kind}
        onChange={(event) => {
          const next = event.target.value as ExclusionKind;
          setKind(next);
          setPeriod(EXCLUSION_PERIODS[next][0]);
        }}
        options={[
          { value: 'timeout', label: t('protection.timeout') },
          { value: 'self_exclusion', label: t('protection.selfExclusion') },
        ]}
      />
      <Select
        label={t('protection.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        options={EXCLUSION_PERIODS[kind].map((option) => ({
          value: option,
          label: t(`protection.periods.${option}`),
        }))}
      />
      <TextField
        label={t('protection.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error || undefined}
      />
      <Button type="submit" variant="danger" disabled={!password || exclude.isPending}>
        {t('protection.excludeButton')}
      </Button>
    </form>
  );
}
