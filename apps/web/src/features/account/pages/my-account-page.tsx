import { UserIcon } from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { AccountLinkList } from '../components/account-link-list.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { accountLinks } from '../lib/account-links.ts';
import '../components/account.css';

/** MyAccount (spec 000 section 2.3): last login, credit, and the account's pages. */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useUser();
  const settings = useSiteSettings();
  // The route's guard renders this page for signed-in users only; null is the moment of signing out.
  if (!user) return null;
  const links = accountLinks({
    onlineUser: user.onlineUser,
    affiliateStatus: user.affiliateStatus,
    settings,
  });
  const lastLogin = formatDateTime(user.loginTime, lang);
  return (
    <TitledSection titleId="my-account-title" title={t('account.myAccount.title')} className="page acc-page">
      <div className="acc-split">
        <div className="card acc-summary acc-sticky">
          <div className="acc-who">
            <span className="acc-avatar icon-disc">
              <UserIcon size={28} />
            </span>
            <div>
              <p className="acc-name">{user.userName}</p>
              <span className="acc-label">
                {t('account.myAccount.lastLogin')}: {lastLogin || t('account.myAccount.noLogin')}
              </span>
            </div>
          </div>
          <div className="acc-credit">
            <span className="acc-label">{t('account.myAccount.credit')}</span>
            <span className="acc-credit-value">{formatMoney(user.credit, user.currency, lang)}</span>
          </div>
          <LogoutButton />
        </div>
        <nav aria-label={t('account.myAccount.linksLabel')}>
          <AccountLinkList links={links} />
        </nav>
      </div>
    </TitledSection>
  );
}
