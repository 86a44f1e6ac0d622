import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { ImageIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';
import { useAffiliateBanners } from '../api/affiliate-banners.ts';
import '../components/affiliate.css';

/** affiliateBanner (spec 002 §2): the banners affiliates may place, and their code to copy. */
export default function AffiliateBannerPage() {
  const { t } = useTranslation();
  const banners = useAffiliateBanners();
  const [copied, setCopied] = useState(false);
  let body = <Skeleton height={160} />;
  if (banners.isError) body = <LoadFailed onRetry={() => void banners.refetch()} />;
  else if (banners.data) {
    const { affCode, data } = banners.data;
    body = (
      <>
        <div className="aff-link-row">
          <span>{t('affiliate.banners.code', { code: affCode })}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void navigator.clipboard?.writeText(affCode).then(() => setCopied(true))}
          >
            {t(copied ? 'affiliate.code_copied' : 'affiliate.copy')}
          </Button>
        </div>
        {data.length === 0 ? (
          <EmptyState icon={<ImageIcon />} title={t('affiliate.banners.none')} />
        ) : (
          <ul className="aff-banners">
            {data.map((b) => (
              <li key={b.id} className="aff-banner">
                <ImageWithFallback src={b.url} alt={b.name} />
                <span>
                  {b.name}{' '}
                  <span className="muted">
                    ({b.weight}×{b.height})
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className="page aff-page" aria-labelledby="affiliate-banners-title">
      <h1 className="page-title" id="affiliate-banners-title">
        {t('affiliate.banners.title')}
      </h1>
      {body}
    </section>
  );
}
