import { ChatIcon, DocumentIcon, HeadsetIcon, QuestionIcon } from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { type InfoLink, InfoLinks } from '../components/info-links.tsx';
import { whatsappLink } from '../lib/whatsapp.ts';

// Data page ids of spec 000 section 9.
const HELP_PAGE = 6;
const BET_DICTIONARY_PAGE = 5;

/**
 * Support: help and FAQ, the bet dictionary, the contact form, and live support when the site has a
 * WhatsApp number.
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const chat = whatsappLink(useSiteSettings().whatsapp_number);
  const links: InfoLink[] = [
    {
      key: 'help',
      label: t('info.support.help'),
      hint: t('info.support.helpHint'),
      icon: <QuestionIcon />,
      to: `/${lang}/page/${HELP_PAGE}`,
    },
    {
      key: 'dictionary',
      label: t('info.support.dictionary'),
      hint: t('info.support.dictionaryHint'),
      icon: <DocumentIcon />,
      to: `/${lang}/page/${BET_DICTIONARY_PAGE}`,
    },
    {
      key: 'contact',
      label: t('info.support.contact'),
      hint: t('info.support.contactHint'),
      icon: <HeadsetIcon />,
      to: `/${lang}/contact`,
    },
  ];
  if (chat) {
    links.push({
      key: 'live',
      label: t('info.support.live'),
      hint: t('info.support.liveHint'),
      icon: <ChatIcon />,
      to: chat,
      external: true,
    });
  }
  return (
    <TitledSection titleId="support-title" title={t('info.support.title')} className="page info-page">
      <InfoLinks links={links} newTabLabel={t('info.newTab')} />
    </TitledSection>
  );
}
