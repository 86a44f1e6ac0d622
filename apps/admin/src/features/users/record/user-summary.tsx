import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';

/** The user at a glance: kind, status and parent, the credit, and what their open coupons stake and risk. */
export function UserSummary({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (minor: number) => format.money(minor, user.currency);
  return (
    <div className="user-summary">
      <p className="user-summary-who">
        <span>{user.roleName ?? t(`roles.${user.role}`)}</span>
        <StatusBadge status={user.status} />
        {user.parentName && (
          <span className="muted">{t('users.record.under', { name: user.parentName })}</span>
        )}
      </p>
      <dl className="user-figures">
        <div className="card">
          <dt>{t('users.columns.credit')}</dt>
          <dd>{money(user.credit)}</dd>
        </div>
        <div className="card">
          <dt>{t('figures.openStakes')}</dt>
          <dd>{money(user.openStakes)}</dd>
        </div>
        <div className="card">
          <dt>{t('users.record.openLiability')}</dt>
          <dd>{money(user.openLiability)}</dd>
        </div>
      </dl>
    </div>
  );
}
