import { callApi } from '@bet/api-client/call-api';
import type { ProtectionAnswer } from '@bet/domain/api/protection';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../shared/data-table/data-table-parts.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import './protection.css';

const isMoney = (kind: string) => kind.startsWith('deposit') || kind.startsWith('loss');

/**
 * A player's own limits and any running time-out or self-exclusion, as the player set them: staff
 * read them here and cannot change or lift them.
 */
export function PlayerProtectionPanel({ userId, currency }: { userId: number; currency: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const protection = useQuery({
    queryKey: ['admin', 'userProtection', userId],
    queryFn: ({ signal }) => callApi<ProtectionAnswer>('admin/userProtection', { userId }, signal),
  });
  if (protection.isError)
    return <ListError error={protection.error} onRetry={() => void protection.refetch()} />;
  if (!protection.data) return <Skeleton lines={4} height={24} />;
  const { limits, exclusion } = protection.data;
  // Money limits arrive in major units; the formatters take minor units.
  const value = (kind: string, v: number | null) =>
    v === null
      ? t('protection.none')
      : isMoney(kind)
        ? format.money(Math.round(v * 100), currency)
        : t('protection.minutes', { count: v });
  return (
    <div className="protection-panel">
      <p className={exclusion ? 'protection-excluded' : 'muted'}>
        {exclusion
          ? t(`protection.exclusion.${exclusion.kind}`, { until: format.dateTime(exclusion.until) })
          : t('protection.noExclusion')}
      </p>
      <div className="table-scroll">
        <table className="protection-table">
          <thead>
            <tr>
              <th scope="col">{t('protection.columns.limit')}</th>
              <th scope="col">{t('protection.columns.value')}</th>
              <th scope="col">{t('protection.columns.used')}</th>
              <th scope="col">{t('protection.columns.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((limit) => (
              <tr key={limit.kind}>
                <td>{t(`protection.kinds.${limit.kind}`)}</td>
                <td>{value(limit.kind, limit.value)}</td>
                <td>{limit.used === null ? '' : value(limit.kind, limit.used)}</td>
                <td>
                  {limit.pending
                    ? t('protection.pendingFrom', {
                        value: value(limit.kind, limit.pending.value),
                        from: format.dateTime(limit.pending.from),
                      })
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('protection.readOnly')}</p>
    </div>
  );
}
