import {
  type AffiliateStatus,
  affiliateStatuses,
  type OfficeAffiliate,
} from '@bet/domain/api/admin/affiliates';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useAffiliates, useRejectAffiliate } from './api/affiliates.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { StatementsDialog } from './statements-dialog.tsx';
import './affiliates.css';

const COLUMNS = ['user', 'status', 'requestedAt', 'terms', 'referred', ''] as const;

/** Affiliates: players' requests to approve or reject, and the affiliates with their statements. */
export function AffiliatesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [status, setStatus] = useState<AffiliateStatus | ''>('pending');
  const list = useAffiliates(status);
  const reject = useRejectAffiliate();
  const [approving, setApproving] = useState<OfficeAffiliate | null>(null);
  const [viewing, setViewing] = useState<OfficeAffiliate | null>(null);
  const terms = (a: OfficeAffiliate) =>
    a.status === 'active'
      ? t('affiliates.termsLine', {
          percent: a.percentBp / 100,
          cutoff: t(`affiliates.cutoff.${a.cutoff}`),
          carry: t(a.carryOver ? 'affiliates.carryOn' : 'affiliates.carryOff'),
          tier: a.tierBp / 100,
        })
      : '';
  return (
    <TitledSection titleId="affiliates-title" title={t('affiliates.nav')} className="page">
      <div className="page-toolbar">
        <Select
          label={t('affiliates.columns.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as AffiliateStatus | '')}
          placeholder={t('affiliates.all')}
          options={affiliateStatuses.map((s) => ({ value: s, label: t(`affiliates.status.${s}`) }))}
        />
      </div>
      {reject.error ? <ErrorNotice>{errorText(reject.error, t, 'updateFailed')}</ErrorNotice> : null}
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : (
        <div className="aff-scroll">
          <table className="aff-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c ? t(`affiliates.columns.${c}`) : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data?.affiliates.map((a) => (
                <tr key={a.userId}>
                  <td>
                    {a.username}
                    {a.affiliateLink && <span className="muted"> · {a.affiliateLink}</span>}
                  </td>
                  <td>{t(`affiliates.status.${a.status}`)}</td>
                  <td>{format.dateTime(a.requestedAt)}</td>
                  <td>{terms(a)}</td>
                  <td>{format.count(a.referred)}</td>
                  <td className="aff-actions">
                    {a.status === 'pending' && (
                      <>
                        <Button size="sm" onClick={() => setApproving(a)}>
                          {t('affiliates.approve.open')}
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          loading={reject.isPending && reject.variables?.userId === a.userId}
                          onClick={() => reject.mutate({ userId: a.userId })}
                        >
                          {t('affiliates.reject')}
                        </Button>
                      </>
                    )}
                    {a.status === 'active' && (
                      <Button size="sm" variant="secondary" onClick={() => setViewing(a)}>
                        {t('affiliates.statements')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data?.affiliates.length === 0 && <p className="muted">{t('affiliates.none')}</p>}
        </div>
      )}
      <ApproveDialog affiliate={approving} onClose={() => setApproving(null)} />
      <StatementsDialog affiliate={viewing} onClose={() => setViewing(null)} />
    </TitledSection>
  );
}
