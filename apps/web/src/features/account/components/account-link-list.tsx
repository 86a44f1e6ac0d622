import { ChevronIcon, DocumentIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AccountLink } from '../lib/account-links.ts';
import { ACCOUNT_LINK_ICONS } from './account-link-icons.ts';

/** The account page's destinations as rows (tiles on a wide screen). */
export function AccountLinkList({ links }: { links: readonly AccountLink[] }) {
  const { t } = useTranslation();
  const { lang } = useParams();
  return (
    <ul className="list acc-links acc-tiles">
      {links.map((link) => {
        const Icon = ACCOUNT_LINK_ICONS[link] ?? DocumentIcon;
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
