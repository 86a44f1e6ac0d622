import { languageByCode } from '@bet/domain/reference/languages';
import { ChevronIcon, ClockIcon, GlobeIcon } from '@bet/ui/icons.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useTimeZone } from '../hooks/use-time-zone.ts';
import { deviceTimeZone, zoneLabel } from '../lib/time-zones.ts';
import '../components/account.css';

/** Settings (spec 000 section 2.7): language and time zone, each with its current value. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = languageByCode(useLanguage());
  const [timeZone] = useTimeZone();
  const zoneText = timeZone
    ? zoneLabel(timeZone)
    : t('account.settings.automaticZone', { zone: zoneLabel(deviceTimeZone()) });
  return (
    <TitledSection
      titleId="settings-title"
      title={t('account.settings.title')}
      className="page acc-page acc-narrow"
    >
      <ul className="list">
        <li>
          <Link className="list-row" to={`/${lang}/languages`}>
            <GlobeIcon />
            <span className="acc-row-label">{t('account.settings.language')}</span>
            <span className="acc-row-value" lang={language.locale}>
              {language.nativeName}
            </span>
            <ChevronIcon direction="forward" />
          </Link>
        </li>
        <li>
          <Link className="list-row" to={`/${lang}/timezones`}>
            <ClockIcon />
            <span className="acc-row-label">{t('account.settings.timeZone')}</span>
            <span className="acc-row-value">{zoneText}</span>
            <ChevronIcon direction="forward" />
          </Link>
        </li>
      </ul>
    </TitledSection>
  );
}
