import { EmptyState } from '@bet/ui/empty-state.tsx';
import { GiftIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';
import { usePromotions } from '../api/promotions.ts';
import { PromotionDetail } from '../components/promotion-detail.tsx';
import '../components/promotions.css';

/** The bonus id in the address's hash (#12), or null on the list. */
const bonusIdOf = (hash: string): number | null => {
  const id = Number(hash.slice(1));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** promotions (spec 002 §2): banner images; one opens its detail with its bonus id in the hash. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const promotions = usePromotions(lang);
  const bonusId = bonusIdOf(location.hash);
  // Opened from the list: history back returns to it; opened by a link: replace the hash instead.
  const openedHere = (location.state as { fromList?: boolean } | null)?.fromList === true;
  const toList = useCallback(() => navigate({ hash: '' }, { replace: true }), [navigate]);
  const back = () => (openedHere ? navigate(-1) : toList());

  if (bonusId !== null) return <PromotionDetail bonusId={bonusId} onBack={back} onFailed={toList} />;

  let body = (
    <div className="promotion-list" aria-hidden="true">
      <Skeleton height={160} />
      <Skeleton height={160} />
    </div>
  );
  if (promotions.isError) body = <LoadFailed onRetry={() => void promotions.refetch()} />;
  else if (promotions.data?.results.length === 0) {
    body = <EmptyState icon={<GiftIcon />} title={t('promotions.none')} />;
  } else if (promotions.data) {
    body = (
      <ul className="promotion-list">
        {promotions.data.results.map((promotion) => (
          <li key={promotion.bonusId}>
            <a
              className="promotion-card"
              href={`#${promotion.bonusId}`}
              onClick={(event) => {
                event.preventDefault();
                navigate({ hash: `${promotion.bonusId}` }, { state: { fromList: true } });
              }}
            >
              <ImageWithFallback
                className="promotion-image"
                src={promotion.bonusImage}
                alt={promotion.bannerTitle}
              />
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="page promotions-page" aria-labelledby="promotions-title">
      <h1 className="page-title" id="promotions-title">
        {t('promotions.title')}
      </h1>
      {body}
    </section>
  );
}
