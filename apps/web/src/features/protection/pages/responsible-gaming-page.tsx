import { ApiError } from '@bet/api-client/call-api';
import type { LimitKind } from '@bet/domain/protection/player-limits';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useLimitChange, useProtection } from '../api/protection.ts';
import { ExclusionForm } from '../components/exclusion-form.tsx';
import { LimitRow } from '../components/limit-row.tsx';
import '../components/protection.css';

const GROUPS: { title: string; kinds: LimitKind[] }[] = [
  { title: 'deposits', kinds: ['deposit_day', 'deposit_week', 'deposit_month'] },
  { title: 'losses', kinds: ['loss_day', 'loss_week', 'loss_month'] },
  { title: 'time', kinds: ['session_minutes', 'reality_minutes'] },
];

/** Responsible gaming: the player's own limits, and a time-out or self-exclusion. */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const protection = useProtection();
  const { set, confirm } = useLimitChange();
  const busy = set.isPending || confirm.isPending;
  const failed = (error: Error) =>
    useNotifyStore
      .getState()
      .notifyThenReset(
        2,
        error instanceof ApiError && error.message ? error.message : t('protection.failed'),
      );
  const save = (kind: LimitKind, value: string) =>
    set.mutate(
      { kind, value: value === '' ? null : value },
      {
        onSuccess: (answer) =>
          useNotifyStore
            .getState()
            .notifyThenReset(1, t(answer.applied === 'applied' ? 'protection.applied' : 'protection.waits')),
        onError: failed,
      },
    );

  if (protection.isError) return <LoadFailed onRetry={() => void protection.refetch()} />;
  const data = protection.data;
  const now = Date.now();
  return (
    <section className="page protection-page" aria-labelledby="protection-title">
      <h1 className="page-title" id="protection-title">
        {t('protection.title')}
      </h1>
      <p className="muted">{t('protection.lead')}</p>
      {data?.sessionEndsBy && (
        <p className="protection-session">
          {t('protection.sessionEnds', { at: new Date(data.sessionEndsBy).toLocaleTimeString() })}
        </p>
      )}
      {!data && <Skeleton height={240} />}
      {data &&
        GROUPS.map((group) => (
          <section
            key={group.title}
            className="card protection-group"
            aria-label={t(`protection.groups.${group.title}`)}
          >
            <h2>{t(`protection.groups.${group.title}`)}</h2>
            {group.kinds.map((kind) => {
              const limit = data.limits.find((item) => item.kind === kind);
              return limit ? (
                <LimitRow
                  key={kind}
                  limit={limit}
                  now={now}
                  busy={busy}
                  onSave={(value) => save(kind, value)}
                  onConfirm={() => confirm.mutate(kind, { onError: failed })}
                />
              ) : null;
            })}
          </section>
        ))}
      <section className="card protection-group" aria-label={t('protection.groups.exclusion')}>
        <h2>{t('protection.groups.exclusion')}</h2>
        <ExclusionForm />
      </section>
    </section>
  );
}
