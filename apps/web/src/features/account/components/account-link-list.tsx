import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  ChevronIcon,
  DocumentIcon,
  ImageIcon,
  ListIcon,
  LockIcon,
  MinusIcon,
  PlusIcon,
  SettingsIcon,
  TransferIcon,
  UserIcon,
  UsersIcon,
} from '../../../shared/ui/icons.tsx';
import type { AccountLink } from '../lib/account-links.ts';

const ICONS: Record<AccountLink, ComponentType<{ size?: number }>> = {
  transactions: ListIcon,
  transferRequest: TransferIcon,
  deposit: PlusIcon,
  withdraw: MinusIcon,
  userInformation: UserIcon,
  settings: SettingsIcon,
  changePassword: LockIcon,
  affiliate: UsersIcon,
  affiliateBanner: ImageIcon,
};

/** The account page's destinations as rows (tiles on a wide screen). */
export function AccountLinkList({ links }: { links: readonly AccountLink[] }) {
  const { t } = useTranslation();
  const { lang } = useParams();
  return (
    <ul className="list acc-links acc-tiles">
      {links.map((link) => {
        const Icon = ICONS[link] ?? DocumentIcon;
        return (
          <li key={link}>
            <Link className="list-row" to={`/${lang}/${link}`}>
              <Icon />
              <span>{t(`account.links.${link}`)}</span>
              <ChevronIcon direction="forward" className="list-row-end" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
