import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { ErrorNotice } from './notice.tsx';

/** The removal the dialog waits on: a react-query mutation taking the removed row's id. */
export type Removal = {
  error: Error | null;
  isPending: boolean;
  reset(): void;
  mutate(id: number, options: { onSuccess: () => void }): void;
};

/** Asks before a row is removed; shows the server's refusal and closes once the removal is done. */
export function ConfirmDeleteDialog({
  id,
  title,
  question,
  confirmLabel,
  removal,
  onClose,
}: {
  /** The row to remove; null keeps the dialog closed. */
  id: number | null;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  removal: Removal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <Dialog open={id !== null} onClose={close} title={title}>
      {id !== null && (
        <>
          <p>{question}</p>
          {removal.error ? <ErrorNotice>{errorText(removal.error, t, 'updateFailed')}</ErrorNotice> : null}
          <div className="form-actions">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={removal.isPending}
              onClick={() => removal.mutate(id, { onSuccess: close })}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
