import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { CheckCircleIcon, ErrorIcon, QuestionIcon, WarningIcon } from '@bet/ui/shell-icons.tsx';
import { Spinner } from '@bet/ui/spinner.tsx';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type NotifyStatus, useNotifyStore } from '../../shared/stores/notify-store.ts';
import './overlays.css';

type Look = { tone: 'success' | 'error' | 'warning' | 'wait'; icon: ReactElement | null };

function lookOf(status: NotifyStatus, confirming: boolean): Look {
  if (status === 1) return { tone: 'success', icon: <CheckCircleIcon size={48} /> };
  if (status === 2) return { tone: 'error', icon: <ErrorIcon size={48} /> };
  if (status === 3 && confirming) return { tone: 'warning', icon: <QuestionIcon size={48} /> };
  if (status === 3 || status === 4) return { tone: 'warning', icon: <WarningIcon size={48} /> };
  return { tone: 'wait', icon: null };
}

/** The notification dialog driven by notify-store (spec 000 section 4): 1 success, 2 error, 3-4 warning or a question, 5-6 please wait. */
export function NotifyDialog() {
  const { t } = useTranslation();
  const { status, message, confirm, hide } = useNotifyStore();
  const waiting = status === 5 || status === 6;
  const confirming = status === 3 && confirm !== undefined;
  const look = lookOf(status, confirming);
  const actions = confirming ? (
    <>
      <Button variant="secondary" onClick={hide}>
        {t('common.cancel')}
      </Button>
      <Button
        onClick={() => {
          hide();
          confirm.onConfirm();
        }}
      >
        {t('common.confirm')}
      </Button>
    </>
  ) : waiting ? undefined : (
    <Button onClick={hide}>{t('common.ok')}</Button>
  );
  return (
    <Dialog
      open={status !== 0}
      onClose={hide}
      dismissible={!waiting && !confirming}
      actions={actions}
      className={`notify notify-tone-${look.tone}`}
      closeButton={false}
    >
      <div className="notify-body" role={status === 2 ? 'alert' : 'status'} aria-live="assertive">
        <span className="notify-icon">{waiting ? <Spinner size={44} /> : look.icon}</span>
        {waiting && <p className="notify-wait">{t('common.pleaseWait')}</p>}
        {message && <p className="notify-message">{message}</p>}
      </div>
    </Dialog>
  );
}
