import { useTranslation } from 'react-i18next';

/** The route exists with its guard; the area itself arrives in a later release. */
export function ComingPage({ area }: { area: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t(`common.areas.${area}`)}</h1>
      <p className="notice">{t('common.coming.text')}</p>
    </section>
  );
}
