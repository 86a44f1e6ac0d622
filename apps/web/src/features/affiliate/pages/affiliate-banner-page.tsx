import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { ImageIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';
import { useAffiliateBanners } from '../api/affiliate-banners.ts';
import { bannerHtmlOf } from '../lib/affiliate-links.ts';
import '../components/affiliate.css';

/** affiliateBanner (spec 002 §2): the banners affiliates may place, and their code to copy. */
export default function AffiliateBannerPage() {
  const { t } = useTranslation();
  const banners = useAffiliateBanners();
  const lang = useLanguage();
  // What was copied last: the code, or a banner's HTML by its id.
  const [copied, setCopied] = useState<'code' | number | null>(null);
  const copy = (text: string, what: 'code' | number) =>
    void navigator.clipboard?.writeText(text).then(() => setCopied(what));
  let body = <Skeleton height={160} />;
  if (banners.isError) body = <LoadFailed onRetry={() => void banners.refetch()} />;
  else if (banners.data) {
    const { affCode, data } = banners.data;
    body = (
      <>
        <div className="aff-link-row">
          <span>{t('affiliate.banners.code', { code: affCode })}</span>
          <Button variant="secondary" size="sm" onClick={() => copy(affCode, 'code')}>
            {t(copied === 'code' ? 'affiliate.code_copied' : 'affiliate.copy')}
          </Button>
        </div>
        {data.length > 0 && <p className="muted">{t('affiliate.banners.htmlHint')}</p>}
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
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => copy(bannerHtmlOf(window.location.origin, lang, affCode, b), b.id)}
                >
                  {t(copied === b.id ? 'affiliate.code_copied' : 'affiliate.banners.copyHtml')}
                </Button>
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
