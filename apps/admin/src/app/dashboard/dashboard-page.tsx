import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasPermission, opensFor, useStaff } from '../../shared/session/me-query.ts';
import { adminRoutes } from '../routes.tsx';
import { DashboardFigures } from './dashboard-figures.tsx';
import './dashboard.css';

/** The start page: the staff member's figures when they may see reports, and the lists they may open. */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useStaff();
  const entries = adminRoutes.filter((route) => route.summary && opensFor(me, route));
  return (
    <TitledSection
      titleId="dashboard-title"
      title={t('dashboard.title', { site: me.siteName })}
      className="page"
    >
      <p className="muted dashboard-lead">{t('dashboard.lead', { name: me.username })}</p>
      {hasPermission(me, 'reports.view') && <DashboardFigures />}
      <h2 className="section-title">{t('dashboard.linksTitle')}</h2>
      <ul className="dashboard-links">
        {entries.map(({ path, label, summary, icon: Icon }) => (
          <li key={path}>
            <Link to={`/${path}`} className="card dashboard-link">
              <span className="icon-disc dashboard-link-icon">
                <Icon />
              </span>
              <span className="dashboard-link-text">
                <span className="dashboard-link-title">{t(label)}</span>
                {summary && <span className="muted">{t(summary)}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
