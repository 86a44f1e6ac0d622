import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { ProfileForm } from '../components/profile-form.tsx';
import { UserDetails } from '../components/user-details.tsx';
import '../components/account.css';

/** UserInformation (spec 000 section 2.7): the account's details, and the profile form. */
export default function UserInformationPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user) return null;
  return (
    <TitledSection titleId="user-info-title" title={t('account.userInfo.title')} className="page acc-page">
      <div className="acc-split acc-split-even">
        <UserDetails user={user} />
        <ProfileForm user={user} />
      </div>
    </TitledSection>
  );
}
