import type { OfficePromotion } from '@bet/domain/api/admin/promotions';
import { languageByCode } from '@bet/domain/reference/languages';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../../shared/content/content-list-page.tsx';
import { useWindowText } from '../../shared/content/use-window-text.ts';
import { useDeletePromotion, usePromotions } from './api/promotions.ts';
import { PromotionForm } from './promotion-editor.tsx';
import './promotions.css';

/** Promotions: the site's promotion banners per language, their order and active window. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const windowOf = useWindowText();
  const promotions = usePromotions();
  const heading = (key: string) => t(`promos.columns.${key}`);
  return (
    <ContentListPage<OfficePromotion>
      titleId="promotions-title"
      texts={{
        title: t('promos.promotions.nav'),
        add: t('promos.promotions.new'),
        none: t('promos.promotions.none'),
        deleteTitle: t('promos.promotions.deleteTitle'),
        edit: t('promos.edit'),
        delete: t('promos.delete'),
        deleteNamed: (title) => t('promos.deleteNamed', { title }),
        deleteQuestion: (title) => t('promos.deleteQuestion', { title }),
      }}
      list={{ rows: promotions.data?.promotions, isError: promotions.isError, refetch: promotions.refetch }}
      columns={[
        {
          key: 'image',
          heading: heading('image'),
          cell: (row) => <img className="promo-thumb" src={row.imageUrl} alt="" />,
        },
        { key: 'title', heading: heading('title'), cell: (row) => row.title },
        {
          key: 'language',
          heading: heading('language'),
          cell: (row) => languageByCode(row.language).nativeName,
        },
        { key: 'position', heading: heading('position'), cell: (row) => row.position },
        { key: 'window', heading: heading('window'), cell: windowOf },
      ]}
      removal={useDeletePromotion()}
      editor={{
        titles: { add: t('promos.promotions.newTitle'), edit: t('promos.promotions.editTitle') },
        className: 'promo-dialog',
        form: (row, close) => <PromotionForm row={row} onClose={close} />,
      }}
    />
  );
}
