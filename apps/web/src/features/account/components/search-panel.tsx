import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../shared/ui/icons.tsx';
import './search-panel.css';

/** The search panel: folds away on a phone, always open beside the list on a wide screen. */
export function SearchPanel({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="card acc-search acc-sticky" data-open={open} aria-label={t('account.search.title')}>
      <button
        type="button"
        className="acc-search-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <span className="acc-search-heading">{t('account.search.title')}</span>
        <span className="acc-search-summary">{summary}</span>
        <ChevronIcon direction={open ? 'up' : 'down'} />
      </button>
      <h2 className="section-title acc-search-title">{t('account.search.title')}</h2>
      <div className="acc-search-body" id={bodyId}>
        {children}
      </div>
    </section>
  );
}
