import type { OfficeBanner, OfficeBannerGroup } from '@bet/domain/api/admin/banners';
import { languageByCode } from '@bet/domain/reference/languages';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AffiliateBannersCard } from './affiliate-banners-card.tsx';
import { useBannerGroups } from './api/banners.ts';
import { BannerDialog, type EditedBanner } from './banner-dialog.tsx';
import { BannerItem } from './banner-item.tsx';
import { DeleteDialog, type Deleted } from './delete-dialog.tsx';
import { type EditedGroup, GroupDialog } from './group-dialog.tsx';
import './banners.css';

type Actions = {
  editGroup: (group: OfficeBannerGroup) => void;
  editBanner: (edited: NonNullable<EditedBanner>) => void;
  remove: (deleted: NonNullable<Deleted>) => void;
};

function BannerRow({ banner, actions }: { banner: OfficeBanner; actions: Actions }) {
  const { t } = useTranslation();
  const name = banner.title || banner.image.split('/').at(-1) || '';
  const language = banner.language
    ? languageByCode(banner.language).nativeName
    : t('banners.banner.allLanguages');
  return (
    <BannerItem
      image={banner.image}
      name={name}
      heading={banner.title || t('banners.banner.untitled')}
      facts={`${language} · ${t('banners.orderShort', { order: banner.order })} · ${banner.width}×${banner.height}`}
      link={banner.url}
      onEdit={() => actions.editBanner({ groupId: banner.groupId, banner })}
      onRemove={() => actions.remove({ kind: 'banner', id: banner.id, name })}
    />
  );
}

function GroupCard({ group, actions }: { group: OfficeBannerGroup; actions: Actions }) {
  const { t } = useTranslation();
  return (
    <section className="banner-group-card" aria-label={group.name}>
      <header className="banner-group-head">
        <div>
          <h2 className="banner-group-name">{group.name}</h2>
          <span className="muted">
            {t(`banners.types.${group.type}`)} · {t(`banners.places.${group.displayState}`)} ·{' '}
            {t('banners.orderShort', { order: group.order })}
          </span>
        </div>
        <div className="banner-actions">
          <Button size="sm" onClick={() => actions.editBanner({ groupId: group.id, banner: null })}>
            {t('banners.banner.new')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('banners.editNamed', { name: group.name })}
            onClick={() => actions.editGroup(group)}
          >
            {t('banners.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t('banners.deleteNamed', { name: group.name })}
            onClick={() => actions.remove({ kind: 'group', id: group.id, name: group.name })}
          >
            {t('banners.delete.confirm')}
          </Button>
        </div>
      </header>
      {group.banners.length === 0 ? (
        <p className="muted">{t('banners.noBanners')}</p>
      ) : (
        <ul className="banner-list">
          {group.banners.map((banner) => (
            <BannerRow key={banner.id} banner={banner} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Banners: the site's sliders and image-link groups, where each shows, and the banners in them;
 * below them the banners the site's affiliates may use.
 */
export function BannersPage() {
  const { t } = useTranslation();
  const groups = useBannerGroups();
  const [group, setGroup] = useState<EditedGroup>(null);
  const [banner, setBanner] = useState<EditedBanner>(null);
  const [deleted, setDeleted] = useState<Deleted>(null);
  const actions: Actions = { editGroup: setGroup, editBanner: setBanner, remove: setDeleted };
  return (
    <TitledSection titleId="banners-title" title={t('banners.nav')} className="page">
      <div className="banners-toolbar">
        <Button onClick={() => setGroup('new')}>{t('banners.group.new')}</Button>
      </div>
      {groups.isError ? (
        <LoadFailed onRetry={() => void groups.refetch()} />
      ) : (
        <div className="banner-groups-list">
          {groups.data?.groups.map((row) => (
            <GroupCard key={row.id} group={row} actions={actions} />
          ))}
          {groups.data?.groups.length === 0 && <p className="muted">{t('banners.none')}</p>}
        </div>
      )}
      <AffiliateBannersCard onRemove={setDeleted} />
      <GroupDialog edited={group} onClose={() => setGroup(null)} />
      <BannerDialog edited={banner} onClose={() => setBanner(null)} />
      <DeleteDialog deleted={deleted} onClose={() => setDeleted(null)} />
    </TitledSection>
  );
}
