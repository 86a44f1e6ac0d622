import { countryNameById } from '@bet/domain/reference/country-names';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import type { UserInfo } from '../../../shared/session/api/get-user-data.ts';
import './profile.css';

/** The read-only part of UserInformation (spec 000 section 2.7). */
export function UserDetails({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const lang = useLanguage();
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
    ['country', countryNameById(user.countryId, lang) ?? user.countryname],
  ];
  return (
    <TitledSection
      titleId="user-details-title"
      title={t('account.userInfo.details')}
      level={2}
      className="card"
    >
      <dl className="acc-details">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`account.userInfo.${key}`)}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
