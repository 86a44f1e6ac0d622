import type { OfficeTransfer } from '@bet/domain/api/admin/transfers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyedSend } from '../../shared/api/use-keyed-send.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useDecideTransfer } from './api/decide-transfer.ts';
import { TransferConfirmDialog } from './transfer-confirm-dialog.tsx';
import { transferTypeKey } from './transfer-labels.tsx';

export type TransferDecision = 'approve' | 'reject';
/** The request and what is asked of it; the dialog is closed while null. */
export type PendingDecision = { transfer: OfficeTransfer; decision: TransferDecision } | null;

type DecideTransferDialogProps = {
  pending: PendingDecision;
  onClose: () => void;
  /** What the decision did, to show above the list. */
  onDecided: (message: string) => void;
};

// The call's limit on the note the player is shown.
const NOTE_MAX = 500;

/** Approves or rejects a waiting request with a note for the player; a refusal shows the server's reason. */
export function DecideTransferDialog({ pending, onClose, onDecided }: DecideTransferDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const decide = useDecideTransfer();
  const send = useKeyedSend(decide);
  const [note, setNote] = useState('');
  const noteId = useId();
  const close = () => {
    setNote('');
    onClose();
  };
  if (!pending) return null;
  const { transfer, decision } = pending;
  const values = {
    id: transfer.id,
    user: transfer.username,
    amount: format.money(transfer.amount, transfer.currency),
  };
  const confirm = () =>
    send({ id: transfer.id, decision, note: note.trim() }, ({ transfer: after }) => {
      const outcome = after.status === 0 ? 'firstApproval' : after.status === 1 ? 'approved' : 'rejected';
      onDecided(t(`transfers.decided.${outcome}`, { id: after.id }));
      close();
    });
  return (
    <TransferConfirmDialog
      open
      title={t(`transfers.${decision}.title`, { id: transfer.id })}
      question={t(`transfers.${decision}.${transferTypeKey(transfer.transferType)}`, values)}
      confirmLabel={t(`transfers.${decision}.confirm`)}
      confirmVariant={decision === 'approve' ? 'primary' : 'danger'}
      mutation={decide}
      onConfirm={confirm}
      onClose={close}
    >
      <div className="field">
        <label className="field-label" htmlFor={noteId}>
          {t('transfers.noteForPlayer')}
        </label>
        <textarea
          id={noteId}
          className="input transfer-note-input"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
    </TransferConfirmDialog>
  );
}
