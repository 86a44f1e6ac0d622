import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { DialogActions } from './dialog-actions.tsx';
import { ErrorNotice } from './notice.tsx';

/** The foot of an editor's form: the save's refusal, then close and save (busy while saving). */
export function SaveFooter({
  save,
  busy = false,
  onClose,
}: {
  save: { error: Error | null; isPending: boolean };
  /** Also hold the save while something else runs (an image upload). */
  busy?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
      <DialogActions
        dismissLabel={t('common.close')}
        onDismiss={onClose}
        submitLabel={t('common.save')}
        busy={save.isPending || busy}
      />
    </>
  );
}
