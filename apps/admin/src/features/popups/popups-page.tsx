import type { OfficePopup } from '@bet/domain/api/admin/popups';
import { languageByCode } from '@bet/domain/reference/languages';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../shared/content/content-list-page.tsx';
import { useWindowText } from '../../shared/content/use-window-text.ts';
import { useDeletePopup, usePopups } from './api/popups.ts';
import { PopupForm } from './popup-editor.tsx';
import './popups.css';

/** Pop-ups: the site's pop-ups per language, where they show, auto-close and active window. */
export function PopupsPage() {
  const { t } = useTranslation();
  const windowOf = useWindowText();
  const popups = usePopups();
  const heading = (key: string) => t(`promos.columns.${key}`);
  return (
    <ContentListPage<OfficePopup>
      titleId="popups-title"
      texts={{
        title: t('promos.popups.nav'),
        add: t('promos.popups.new'),
        none: t('promos.popups.none'),
        deleteTitle: t('promos.popups.deleteTitle'),
        edit: t('promos.edit'),
        delete: t('promos.delete'),
        deleteNamed: (title) => t('promos.deleteNamed', { title }),
        deleteQuestion: (title) => t('promos.deleteQuestion', { title }),
      }}
      list={{ rows: popups.data?.popups, isError: popups.isError, refetch: popups.refetch }}
      columns={[
        { key: 'title', heading: heading('title'), cell: (row) => row.title },
        {
          key: 'language',
          heading: heading('language'),
          cell: (row) => languageByCode(row.language).nativeName,
        },
        { key: 'type', heading: heading('type'), cell: (row) => `${row.type} / ${row.type2}` },
        {
          key: 'autoClose',
          heading: heading('autoClose'),
          cell: (row) => t(row.autoClose ? 'common.yes' : 'common.no'),
        },
        { key: 'window', heading: heading('window'), cell: windowOf },
      ]}
      removal={useDeletePopup()}
      editor={{
        titles: { add: t('promos.popups.newTitle'), edit: t('promos.popups.editTitle') },
        className: 'popup-dialog',
        form: (row, close) => <PopupForm row={row} onClose={close} />,
      }}
    />
  );
}
