import { DocumentIcon, ShieldIcon } from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InfoLinks } from '../components/info-links.tsx';

// Data page ids of spec 000 section 9.
const TERMS_PAGE = 9;
const RESPONSIBLE_GAMING_PAGE = 10;

/** Others: the terms and the responsible gaming pages. */
export default function OthersPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  return (
    <TitledSection titleId="others-title" title={t('info.others.title')} className="page info-page">
      <InfoLinks
        newTabLabel={t('info.newTab')}
        links={[
          {
            key: 'terms',
            label: t('info.others.terms'),
            hint: t('info.others.termsHint'),
            icon: <DocumentIcon />,
            to: `/${lang}/page/${TERMS_PAGE}`,
          },
          {
            key: 'responsible',
            label: t('info.others.responsible'),
            hint: t('info.others.responsibleHint'),
            icon: <ShieldIcon />,
            to: `/${lang}/page/${RESPONSIBLE_GAMING_PAGE}`,
          },
        ]}
      />
    </TitledSection>
  );
}
