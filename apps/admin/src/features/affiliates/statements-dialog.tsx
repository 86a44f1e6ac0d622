import type { OfficeAffiliate, OfficeStatement } from '@bet/domain/api/admin/affiliates';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useClosePeriods, useStatements } from './api/affiliates.ts';

const FIGURES = ['stakes', 'wins', 'bonuses', 'ngr', 'carriedIn', 'share', 'tierShare', 'total'] as const;

function Statement({ s }: { s: OfficeStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className="aff-statement" aria-label={s.periodId}>
      <h3>
        {s.periodId}{' '}
        <span className="muted">
          {format.dateTime(s.periodStart)} – {format.dateTime(s.periodEnd)}
        </span>
      </h3>
      <dl className="aff-figures">
        {FIGURES.map((f) => (
          <div key={f}>
            <dt className="muted">{t(`affiliates.figures.${f}`)}</dt>
            <dd>{format.money(s[f], s.currency)}</dd>
          </div>
        ))}
      </dl>
      {s.items.length > 0 && (
        <table className="aff-items">
          <thead>
            <tr>
              <th scope="col">{t('affiliates.columns.player')}</th>
              <th scope="col">{t('affiliates.figures.stakes')}</th>
              <th scope="col">{t('affiliates.figures.wins')}</th>
              <th scope="col">{t('affiliates.figures.bonuses')}</th>
            </tr>
          </thead>
          <tbody>
            {s.items.map((i) => (
              <tr key={i.userId}>
                <td>{i.username}</td>
                <td>{format.money(i.stakes, s.currency)}</td>
                <td>{format.money(i.wins, s.currency)}</td>
                <td>{format.money(i.bonuses, s.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Statements({ affiliate }: { affiliate: OfficeAffiliate }) {
  const { t } = useTranslation();
  const statements = useStatements(affiliate.userId);
  const close = useClosePeriods();
  return (
    <div className="aff-statements">
      <Button loading={close.isPending} onClick={() => close.mutate({ userId: affiliate.userId })}>
        {t('affiliates.closeNow')}
      </Button>
      {close.data && (
        <SuccessNotice>
          {close.data.closed.length > 0
            ? t('affiliates.closed', { periods: close.data.closed.join(', ') })
            : t('affiliates.nothingDue')}
        </SuccessNotice>
      )}
      {close.error ? <ErrorNotice>{errorText(close.error, t, 'updateFailed')}</ErrorNotice> : null}
      {statements.isError ? (
        <LoadFailed onRetry={() => void statements.refetch()} />
      ) : statements.data?.statements.length === 0 ? (
        <p className="muted">{t('affiliates.noStatements')}</p>
      ) : (
        statements.data?.statements.map((s) => <Statement key={s.periodId} s={s} />)
      )}
    </div>
  );
}

/** An affiliate's statements, newest first, each with its per-player items; closing due periods now. */
export function StatementsDialog({
  affiliate,
  onClose,
}: {
  affiliate: OfficeAffiliate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={affiliate !== null}
      onClose={onClose}
      title={t('affiliates.statementsOf', { name: affiliate?.username ?? '' })}
      className="aff-dialog"
    >
      {affiliate && <Statements affiliate={affiliate} />}
    </Dialog>
  );
}
