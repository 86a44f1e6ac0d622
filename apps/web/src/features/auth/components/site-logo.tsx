import { Link, useParams } from 'react-router';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';

/** The site's logo (or its title when it has none), linking Home. */
export function SiteLogo() {
  const { lang = 'tr' } = useParams();
  const settings = useSiteSettings();
  return (
    <Link to={`/${lang}/`} className="auth-logo">
      {settings.site_logo ? (
        <img src={settings.site_logo} alt={settings.site_title} height={48} />
      ) : (
        <span>{settings.site_title}</span>
      )}
    </Link>
  );
}
