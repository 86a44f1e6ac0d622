import type { OfficeAffiliateBanner } from '@bet/domain/api/admin/banners';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AffiliateBannerDialog } from './affiliate-banner-dialog.tsx';
import { useAffiliateBanners } from './api/affiliate-banners.ts';
import { BannerItem } from './banner-item.tsx';
import type { Deleted } from './delete-dialog.tsx';

/** The banners the site's affiliates may put on their own pages with their code. */
export function AffiliateBannersCard({ onRemove }: { onRemove: (deleted: NonNullable<Deleted>) => void }) {
  const { t } = useTranslation();
  const list = useAffiliateBanners();
  // undefined: closed; null: a new banner.
  const [edited, setEdited] = useState<OfficeAffiliateBanner | null | undefined>(undefined);
  return (
    <section className="banner-group-card affiliate-banners" aria-labelledby="affiliate-banners-title">
      <header className="banner-group-head">
        <div>
          <h2 className="banner-group-name" id="affiliate-banners-title">
            {t('banners.affiliate.title')}
          </h2>
          <span className="muted">{t('banners.affiliate.hint')}</span>
        </div>
        <div className="banner-actions">
          <Button size="sm" onClick={() => setEdited(null)}>
            {t('banners.affiliate.new')}
          </Button>
        </div>
      </header>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : list.data?.banners.length === 0 ? (
        <p className="muted">{t('banners.affiliate.none')}</p>
      ) : (
        <ul className="banner-list">
          {list.data?.banners.map((banner) => (
            <BannerItem
              key={banner.id}
              image={banner.image}
              name={banner.name}
              heading={banner.name}
              facts={`${banner.width}×${banner.height} · ${t('banners.orderShort', { order: banner.order })}`}
              onEdit={() => setEdited(banner)}
              onRemove={() => onRemove({ kind: 'affiliate', id: banner.id, name: banner.name })}
            />
          ))}
        </ul>
      )}
      <AffiliateBannerDialog edited={edited} onClose={() => setEdited(undefined)} />
    </section>
  );
}
