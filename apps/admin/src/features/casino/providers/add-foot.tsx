import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { DialogActions } from '../../../shared/ui/dialog-actions.tsx';
import { ErrorNotice } from '../../../shared/ui/notice.tsx';

/** The foot of an adding form: the server's refusal, then cancel or add. */
export function AddFoot({
  adding,
  label,
  onClose,
}: {
  adding: { error: Error | null; isPending: boolean };
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {adding.error ? <ErrorNotice>{errorText(adding.error, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.cancel')}
        onDismiss={onClose}
        submitLabel={label}
        busy={adding.isPending}
      />
    </>
  );
}
