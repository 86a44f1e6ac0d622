import {
  ChatIcon,
  ChevronIcon,
  DocumentIcon,
  GlobeIcon,
  HeadsetIcon,
  InfoIcon,
  ShieldIcon,
} from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';

type InfoLink = { key: string; icon: ReactElement; path?: string; href?: string };

// Data pages of spec 000 section 9: 9 terms, 10 responsible gaming.
const TERMS_PAGE = 9;
const RESPONSIBLE_GAMING_PAGE = 10;

/** Home's info links (spec 002 section 2): languages, terms, responsible gaming, others, live support, support. */
export function HomeInfoLinks() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const { whatsapp_number: whatsapp } = useSiteSettings();
  const links: InfoLink[] = [
    { key: 'languages', icon: <GlobeIcon />, path: 'languages' },
    { key: 'terms', icon: <DocumentIcon />, path: `page/${TERMS_PAGE}` },
    { key: 'responsibleGaming', icon: <ShieldIcon />, path: `page/${RESPONSIBLE_GAMING_PAGE}` },
    { key: 'others', icon: <InfoIcon />, path: 'others' },
    ...(whatsapp
      ? [{ key: 'liveSupport', icon: <ChatIcon />, href: `https://wa.me/${whatsapp.replace(/\D/g, '')}` }]
      : []),
    { key: 'support', icon: <HeadsetIcon />, path: 'support' },
  ];
  return (
    <TitledSection
      titleId="home-info-title"
      title={t('home.info.title')}
      level={2}
      as="nav"
      titleClassName="home-section-title"
    >
      <ul className="list home-info">
        {links.map((link) => {
          const body = (
            <>
              {link.icon}
              <span>{t(`home.info.${link.key}`)}</span>
              <ChevronIcon direction="forward" className="list-row-end" size={20} />
            </>
          );
          return (
            <li key={link.key}>
              {link.href ? (
                <a className="list-row" href={link.href} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                <Link className="list-row" to={`/${lang}/${link.path}`}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
