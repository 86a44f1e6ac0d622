import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  const { lang } = useParams();
  return (
    <nav className="footer" aria-label={t('footer.label')}>
      <NavLink to={`/${lang}/`} end>
        {t('footer.home')}
      </NavLink>
      <NavLink to={`/${lang}/sports`}>{t('footer.sports')}</NavLink>
      <NavLink to={`/${lang}/livebets`}>{t('footer.live')}</NavLink>
      <NavLink to={`/${lang}/betslip`}>{t('footer.coupon')}</NavLink>
    </nav>
  );
}
