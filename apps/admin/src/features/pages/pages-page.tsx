import type { OfficePage } from '@bet/domain/api/admin/pages';
import { LANGUAGE_CODES, languageByCode } from '@bet/domain/reference/languages';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { usePages } from './api/pages.ts';
import { DeletePageDialog } from './delete-page-dialog.tsx';
import { type EditedPage, PageDialog } from './page-dialog.tsx';
import './pages.css';

/** The spec's fixed page ids and what each is (spec 002: page ids). */
const KNOWN_PAGES: Record<number, string> = {
  9: 'terms',
  10: 'responsibleGaming',
  6: 'help',
  5: 'betDictionary',
};
const COLUMNS = ['page', 'language', 'title', 'updatedAt', ''] as const;

function PageRow({ row, onEdit, onDelete }: { row: OfficePage; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const known = KNOWN_PAGES[row.pageId];
  return (
    <tr>
      <td>
        {row.pageId}
        {known && <span className="muted"> · {t(`pages.known.${known}`)}</span>}
      </td>
      <td>{languageByCode(row.language).nativeName}</td>
      <td>{row.title}</td>
      <td>{format.dateTime(row.updatedAt)}</td>
      <td className="page-actions">
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={t('pages.editNamed', { title: row.title })}
        >
          {t('pages.edit')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={onDelete}
          aria-label={t('pages.deleteNamed', { title: row.title })}
        >
          {t('pages.delete.confirm')}
        </Button>
      </td>
    </tr>
  );
}

/** Pages: the site's static pages (terms, responsible gaming, help, ...) per language, and their editor. */
export function PagesPage() {
  const { t } = useTranslation();
  const pages = usePages();
  const [language, setLanguage] = useState('');
  const [edited, setEdited] = useState<EditedPage>(null);
  const [deleted, setDeleted] = useState<OfficePage | null>(null);
  const rows = pages.data?.pages.filter((row) => language === '' || row.language === language) ?? [];
  return (
    <TitledSection titleId="pages-title" title={t('nav.pages')} className="page">
      <div className="page-toolbar">
        <Select
          className="page-filter"
          label={t('pages.columns.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          placeholder={t('pages.allLanguages')}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageByCode(code).nativeName }))}
        />
        <Button onClick={() => setEdited('new')}>{t('pages.new')}</Button>
      </div>
      {pages.isError ? (
        <LoadFailed onRetry={() => void pages.refetch()} />
      ) : (
        <div className="pages-scroll">
          <table className="pages-table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column ? t(`pages.columns.${column}`) : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <PageRow
                  key={row.id}
                  row={row}
                  onEdit={() => setEdited(row)}
                  onDelete={() => setDeleted(row)}
                />
              ))}
            </tbody>
          </table>
          {pages.data && rows.length === 0 && <p className="muted">{t('pages.none')}</p>}
        </div>
      )}
      <PageDialog edited={edited} language={language || 'tr'} onClose={() => setEdited(null)} />
      <DeletePageDialog page={deleted} onClose={() => setDeleted(null)} />
    </TitledSection>
  );
}
