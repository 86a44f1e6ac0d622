import { FoldToggle } from '@bet/ui/fold-toggle.tsx';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './search-panel.css';

/** The search panel: folds away on a phone, always open beside the list on a wide screen. */
export function SearchPanel({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="card acc-search acc-sticky" data-open={open} aria-label={t('account.search.title')}>
      <FoldToggle
        open={open}
        onToggle={() => setOpen(!open)}
        controls={bodyId}
        title={t('account.search.title')}
        summary={summary}
      />
      <h2 className="section-title acc-search-title">{t('account.search.title')}</h2>
      <div className="acc-search-body" id={bodyId}>
        {children}
      </div>
    </section>
  );
}
