import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usePage } from '../api/get-page.ts';
import './static-page.css';

/** page/{id} (spec 002): terms, responsible gaming, help, bet dictionary; a failed load goes home. */
export default function StaticPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const pageId = Number(useParams().id);
  const valid = Number.isInteger(pageId) && pageId > 0;
  const page = usePage(pageId, lang, valid);

  if (!valid || page.isError) return <Navigate to={`/${lang}/`} replace />;
  if (!page.data) {
    return (
      <section className="page static-page" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={28} />
        <Skeleton height={240} />
      </section>
    );
  }
  const { title, content } = page.data.results;
  return (
    <article className="page static-page" aria-labelledby="static-page-title">
      <h1 className="page-title" id="static-page-title">
        {title}
      </h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it against an allow-list on save (content/pages) */}
      <div className="static-page-body" dangerouslySetInnerHTML={{ __html: content }} />
    </article>
  );
}
