import type { OfficePage } from '@bet/domain/api/admin/pages';
import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useDeletePage } from './api/pages.ts';

/** Asks before a page in one language is removed; players then read it in the site's default one. */
export function DeletePageDialog({ page, onClose }: { page: OfficePage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePage();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={page !== null} onClose={close} title={t('pages.delete.title')}>
      {page && (
        <>
          <p>{t('pages.delete.question', { title: page.title, language: page.language })}</p>
          {remove.error ? <ErrorNotice>{errorText(remove.error, t, 'updateFailed')}</ErrorNotice> : null}
          <div className="form-actions">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => remove.mutate(page.id, { onSuccess: close })}
            >
              {t('pages.delete.confirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
