import { useTranslation } from 'react-i18next';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page-title">{t('home.title')}</h1>
    </section>
  );
}
