import { Button } from '@bet/ui/button.tsx';
import { ArrowBackIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usePromotionDetail } from '../api/promotions.ts';

type PromotionDetailProps = { bonusId: number; onBack: () => void; onFailed: () => void };

/** One promotion's title and HTML; a failed load goes back to the list (spec 002 §8). */
export function PromotionDetail({ bonusId, onBack, onFailed }: PromotionDetailProps) {
  const { t } = useTranslation();
  const detail = usePromotionDetail(bonusId, useLanguage());
  useEffect(() => {
    if (detail.isError) onFailed();
  }, [detail.isError, onFailed]);
  const back = (
    <Button variant="ghost" size="sm" className="content-back" onClick={onBack}>
      <ArrowBackIcon /> {t('common.back')}
    </Button>
  );
  if (!detail.data) {
    return (
      <section className="page promotion-detail" aria-busy="true" aria-label={t('common.loading')}>
        {back}
        <Skeleton height={28} />
        <Skeleton height={200} />
      </section>
    );
  }
  const { bannerTitle, content } = detail.data.detail;
  return (
    <article className="page promotion-detail" aria-labelledby="promotion-title">
      {back}
      <h1 className="page-title" id="promotion-title">
        {bannerTitle}
      </h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it against an allow-list on save (content/pages) */}
      <div className="promotion-body" dangerouslySetInnerHTML={{ __html: content }} />
    </article>
  );
}
