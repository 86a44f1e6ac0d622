import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { opensFor, useStaff } from '../../shared/session/me-query.ts';
import { adminRoutes } from '../routes.tsx';
import './side-menu.css';

/** The back office's name, the site, and the pages this staff member may open; nothing they may not is listed. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const me = useStaff();
  const entries = adminRoutes.filter((route) => route.inMenu !== false && opensFor(me, route));
  return (
    <nav className="side-menu" aria-label={t('layout.menu')}>
      <div className="side-menu-brand">
        <span className="side-menu-product">{t('layout.backOffice')}</span>
        <span className="side-menu-site">{me.siteName}</span>
      </div>
      <ul className="side-menu-list">
        {entries.map(({ path, label, icon: Icon }) => (
          <li key={path}>
            <NavLink to={`/${path}`} end={!path} className="side-menu-link" onClick={onNavigate}>
              <Icon size={20} />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
