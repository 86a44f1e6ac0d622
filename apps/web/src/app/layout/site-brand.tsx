import { Link } from 'react-router';
import { useSiteSettings } from '../../shared/site/use-site-settings.ts';
import { useRouteInfo } from './route-info.ts';

/** The site's logo image, or its title in text, linking Home. */
export function SiteBrand({ className = 'logo' }: { className?: string }) {
  const { lang } = useRouteInfo();
  const settings = useSiteSettings();
  return (
    <Link to={`/${lang}/`} className={className}>
      {settings.site_logo ? (
        <img src={settings.site_logo} alt={settings.site_title} height={36} />
      ) : (
        settings.site_title
      )}
    </Link>
  );
}
