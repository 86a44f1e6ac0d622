import type { OfficeBonusRequest } from '@bet/domain/api/admin/bonuses';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useKeyedSend } from '../../shared/api/use-keyed-send.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useDecideBonus } from './api/bonuses.ts';

export type BonusDecision = 'accept' | 'deny';
/** The request and what is asked of it; the dialog is closed while null. */
export type PendingBonusDecision = { request: OfficeBonusRequest; decision: BonusDecision } | null;

/** Asks before a bonus is granted or refused; a refusal stays in view in the server's words. */
export function DecideBonusDialog({
  pending,
  onClose,
}: {
  pending: PendingBonusDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const decide = useDecideBonus();
  // A network fault keeps the request id, so confirming again cannot grant the bonus twice.
  const send = useKeyedSend(decide);
  const close = () => {
    decide.reset();
    onClose();
  };
  const request = pending?.request;
  const decision = pending?.decision ?? 'accept';
  return (
    <Dialog
      open={pending !== null}
      onClose={close}
      title={request ? t(`bonuses.${decision}Named`, { id: request.id }) : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={decision === 'accept' ? 'primary' : 'danger'}
            loading={decide.isPending}
            onClick={() => request && send({ id: request.id, decision }, close)}
          >
            {t(`bonuses.${decision}`)}
          </Button>
        </>
      }
    >
      {request && (
        <div className="form">
          <p className="dialog-message">
            {t(`bonuses.confirm.${decision}`, {
              user: request.username,
              title: request.title,
              amount: format.money(request.amount, request.currency),
            })}
          </p>
          {decide.error && <ErrorNotice>{errorText(decide.error, t, 'updateFailed')}</ErrorNotice>}
        </div>
      )}
    </Dialog>
  );
}
