import { Button, type ButtonVariant } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';

type TransferConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What is about to happen, as a question. */
  question: string;
  confirmLabel: string;
  confirmVariant: ButtonVariant;
  /** The call's state: busy while pending, its refusal shown in the server's words. */
  mutation: { isPending: boolean; error: Error | null; reset: () => void };
  onConfirm: () => void;
  onClose: () => void;
  /** Fields under the question (a note). */
  children?: ReactNode;
};

/** Asks before a request's money or a player's transfers change; a refusal stays in view. */
export function TransferConfirmDialog(props: TransferConfirmDialogProps) {
  const { t } = useTranslation();
  const { mutation } = props;
  const close = () => {
    mutation.reset();
    props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      title={props.title}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant={props.confirmVariant} loading={mutation.isPending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <div className="form">
        <p className="dialog-message">{props.question}</p>
        {props.children}
        {mutation.error && <ErrorNotice>{errorText(mutation.error, t, 'updateFailed')}</ErrorNotice>}
      </div>
    </Dialog>
  );
}
