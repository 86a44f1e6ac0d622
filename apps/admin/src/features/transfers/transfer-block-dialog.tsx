import { useTranslation } from 'react-i18next';
import { useTransferBlock } from './api/transfer-block.ts';
import { TransferConfirmDialog } from './transfer-confirm-dialog.tsx';

/** The user whose transfers are to be blocked (blocked: true) or allowed again; the dialog is closed while null. */
export type PendingBlock = { userId: number; username: string; blocked: boolean } | null;

type TransferBlockDialogProps = {
  pending: PendingBlock;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Asks before blocking or unblocking a user's deposit and withdrawal requests. */
export function TransferBlockDialog({ pending, onClose, onDone }: TransferBlockDialogProps) {
  const { t } = useTranslation();
  const block = useTransferBlock();
  if (!pending) return null;
  const step = pending.blocked ? 'block' : 'unblock';
  const values = { user: pending.username };
  return (
    <TransferConfirmDialog
      open
      title={t(`transfers.${step}.title`, values)}
      question={t(`transfers.${step}.question`, values)}
      confirmLabel={t(`transfers.${step}.confirm`)}
      confirmVariant={pending.blocked ? 'danger' : 'primary'}
      mutation={block}
      onConfirm={() =>
        block.mutate(
          { userId: pending.userId, blocked: pending.blocked },
          {
            onSuccess: () => {
              onDone(t(`transfers.${step}.done`, values));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
