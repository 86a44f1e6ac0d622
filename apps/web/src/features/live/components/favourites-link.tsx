import { StarIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFavouritesStore } from '../../../shared/sportsbook/favourites-store.ts';

/** The favourites page link with the number of starred matches. */
export function FavouritesLink() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const count = useFavouritesStore((s) => s.ids.length);
  return (
    <Link className="live-favourites-link" to={`/${lang}/favorites`}>
      <StarIcon size={18} />
      <span className="visually-hidden">{t('live.favorites')}</span>
      {count > 0 && <span className="badge">{count}</span>}
    </Link>
  );
}
