import type { OfficePage } from '@bet/domain/api/admin/pages';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../shared/ui/confirm-delete-dialog.tsx';
import { useDeletePage } from './api/pages.ts';

/** Asks before a page in one language is removed; players then read it in the site's default one. */
export function DeletePageDialog({ page, onClose }: { page: OfficePage | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog
      id={page?.id ?? null}
      title={t('pages.delete.title')}
      question={page && t('pages.delete.question', { title: page.title, language: page.language })}
      confirmLabel={t('pages.delete.confirm')}
      removal={useDeletePage()}
      onClose={onClose}
    />
  );
}
