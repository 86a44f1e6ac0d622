import type { OfficeTransfer } from '@bet/domain/api/admin/transfers';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import type { TransferDecision } from './decide-transfer-dialog.tsx';
import type { PendingBlock } from './transfer-block-dialog.tsx';
import { isDecidable } from './transfer-labels.tsx';

type TransferDetailProps = {
  transfer: OfficeTransfer;
  onDecide: (transfer: OfficeTransfer, decision: TransferDecision) => void;
  onBlock: (block: NonNullable<PendingBlock>) => void;
};

/** Under a request's row: what the player entered, the notes, who approved, and what staff can do. */
export function TransferDetail({ transfer, onDecide, onBlock }: TransferDetailProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id, username, userId, blocked } = transfer;
  return (
    <div className="transfer-detail">
      <section aria-label={t('transfers.detail.values')}>
        <h3>{t('transfers.detail.values')}</h3>
        {transfer.values.length ? (
          <dl className="transfer-fields">
            {transfer.values.map(({ name, value }) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted">{t('transfers.detail.noValues')}</p>
        )}
      </section>
      <dl className="transfer-fields">
        <div>
          <dt>{t('transfers.detail.note')}</dt>
          <dd>{transfer.note || '—'}</dd>
        </div>
        <div>
          <dt>{t('transfers.detail.reqResult')}</dt>
          <dd>{transfer.reqResult || '—'}</dd>
        </div>
        <div>
          <dt>{t('transfers.detail.approvals', { needed: transfer.approvalsNeeded })}</dt>
          <dd>
            {transfer.approvals.length ? (
              <ul className="transfer-approvals">
                {transfer.approvals.map((a) => (
                  <li key={a.staffId}>
                    {t('transfers.detail.approvedBy', { name: a.staffName, at: format.dateTime(a.at) })}
                  </li>
                ))}
              </ul>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      {transfer.payType === 'gateway' && transfer.status === 0 && (
        <p className="muted">{t('transfers.detail.gatewayDecides')}</p>
      )}
      {blocked && <p className="muted">{t('transfers.detail.blockedNote')}</p>}
      <div className="transfer-actions">
        {isDecidable(transfer) && (
          <>
            <Button
              size="sm"
              aria-label={t('transfers.approve.named', { id })}
              onClick={() => onDecide(transfer, 'approve')}
            >
              {t('transfers.approve.confirm')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t('transfers.reject.named', { id })}
              onClick={() => onDecide(transfer, 'reject')}
            >
              {t('transfers.reject.confirm')}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onBlock({ userId, username, blocked: !blocked })}
        >
          {t(blocked ? 'transfers.unblock.named' : 'transfers.block.named', { user: username })}
        </Button>
      </div>
    </div>
  );
}
