import { useTranslation } from 'react-i18next';
import { ChevronIcon } from './icons.tsx';
import './pager.css';

type PagerProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** All items (the API's totalCount). */
  total: number;
  onChange: (page: number) => void;
};

/** Previous / "page x of y" / next; renders nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('common.pager.label')}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronIcon direction="back" />
        {t('common.pager.previous')}
      </button>
      <span className="pager-status" aria-live="polite">
        {t('common.pager.status', { page, pages })}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('common.pager.next')}
        <ChevronIcon direction="forward" />
      </button>
    </nav>
  );
}
