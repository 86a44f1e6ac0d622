import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format.ts';
import type { UserInfo } from '../../session/api/get-user-data.ts';
import './profile.css';

/** The read-only part of UserInformation (spec 000 section 2.7). */
export function UserDetails({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['userName', user.userName],
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['birthDate', formatDate(user.birthDate)],
    ['email', user.email],
    ['mobile', user.mobile],
    ['city', user.city],
    ['address', user.address],
    ['postCode', user.postCode],
    ['country', user.countryname],
  ];
  return (
    <section className="card" aria-labelledby="user-details-title">
      <h2 className="section-title" id="user-details-title">
        {t('account.userInfo.details')}
      </h2>
      <dl className="acc-details">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`account.userInfo.${key}`)}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
