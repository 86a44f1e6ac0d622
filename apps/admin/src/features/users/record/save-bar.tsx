import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/error-text.ts';
import { ErrorNotice, SuccessNotice } from '../../../shared/ui/notice.tsx';

type SaveBarProps = {
  /** The section's write: its outcome is shown above the button. */
  save: { isPending: boolean; isSuccess: boolean; error: unknown };
  /** Nothing changed yet: nothing to send. */
  unchanged: boolean;
};

/** The end of a section's form: how the last save went, and the button that saves the section. */
export function SaveBar({ save, unchanged }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <>
      {save.isSuccess && unchanged && <SuccessNotice>{t('messages.updateSuccess')}</SuccessNotice>}
      {save.error ? <ErrorNotice>{errorText(save.error, t, 'updateFailed')}</ErrorNotice> : null}
      <div className="form-actions">
        <Button type="submit" loading={save.isPending} disabled={unchanged}>
          {t('common.save')}
        </Button>
      </div>
    </>
  );
}
