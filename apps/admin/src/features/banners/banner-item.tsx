import { Button } from '@bet/ui/button.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One banner in a list: its thumbnail, its facts, and edit and delete buttons named after it. */
export function BannerItem({
  image,
  name,
  heading,
  facts,
  link,
  onEdit,
  onRemove,
}: {
  image: string;
  /** What the buttons' labels and the thumbnail's text call it. */
  name: string;
  heading: string;
  facts: ReactNode;
  link?: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="banner-item">
      <img className="banner-thumb" src={`${image}?w=320`} alt={name} loading="lazy" />
      <div className="banner-facts">
        <strong>{heading}</strong>
        <span className="muted">{facts}</span>
        {link && <span className="muted banner-url">{link}</span>}
      </div>
      <div className="banner-actions">
        <Button size="sm" variant="secondary" aria-label={t('banners.editNamed', { name })} onClick={onEdit}>
          {t('banners.edit')}
        </Button>
        <Button size="sm" variant="danger" aria-label={t('banners.deleteNamed', { name })} onClick={onRemove}>
          {t('banners.delete.confirm')}
        </Button>
      </div>
    </li>
  );
}
