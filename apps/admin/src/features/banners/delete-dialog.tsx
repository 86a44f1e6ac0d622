import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../shared/ui/confirm-delete-dialog.tsx';
import { useDeleteAffiliateBanner } from './api/affiliate-banners.ts';
import { useDeleteBanner, useDeleteBannerGroup } from './api/banners.ts';

/** What is about to be removed: a whole group (with its banners), one banner or an affiliate banner. */
export type Deleted = { kind: 'group' | 'banner' | 'affiliate'; id: number; name: string } | null;

/** Asks before a group or a banner is removed; players (or affiliates) stop seeing it at once. */
export function DeleteDialog({ deleted, onClose }: { deleted: Deleted; onClose: () => void }) {
  const { t } = useTranslation();
  const removeGroup = useDeleteBannerGroup();
  const removeBanner = useDeleteBanner();
  const removeAffiliate = useDeleteAffiliateBanner();
  const removals = { group: removeGroup, banner: removeBanner, affiliate: removeAffiliate };
  return (
    <ConfirmDeleteDialog
      id={deleted?.id ?? null}
      title={t('banners.delete.title')}
      question={deleted && t(`banners.delete.${deleted.kind}Question`, { name: deleted.name })}
      confirmLabel={t('banners.delete.confirm')}
      removal={removals[deleted?.kind ?? 'banner']}
      onClose={onClose}
    />
  );
}
