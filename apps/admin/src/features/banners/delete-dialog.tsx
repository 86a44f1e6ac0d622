import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../shared/ui/confirm-delete-dialog.tsx';
import { useDeleteBanner, useDeleteBannerGroup } from './api/banners.ts';

/** What is about to be removed: a whole group (with its banners) or one banner. */
export type Deleted = { kind: 'group' | 'banner'; id: number; name: string } | null;

/** Asks before a group or a banner is removed; players stop seeing it at once. */
export function DeleteDialog({ deleted, onClose }: { deleted: Deleted; onClose: () => void }) {
  const { t } = useTranslation();
  const removeGroup = useDeleteBannerGroup();
  const removeBanner = useDeleteBanner();
  return (
    <ConfirmDeleteDialog
      id={deleted?.id ?? null}
      title={t('banners.delete.title')}
      question={deleted && t(`banners.delete.${deleted.kind}Question`, { name: deleted.name })}
      confirmLabel={t('banners.delete.confirm')}
      removal={deleted?.kind === 'group' ? removeGroup : removeBanner}
      onClose={onClose}
    />
  );
}
