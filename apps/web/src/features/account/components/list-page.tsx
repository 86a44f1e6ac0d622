import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from './search-panel.tsx';

type ListPageProps = {
  titleId: string;
  title: string;
  /** How many the search found, once known. */
  count: number | undefined;
  /** The search in a line, shown on the folded panel. */
  summary: ReactNode;
  /** The search form. */
  search: ReactNode;
  /** The results, beside the search on a wide page. */
  children: ReactNode;
};

/** A searchable, paged list of the account (Transactions, Transfer requests): title and count, search, results. */
export function ListPage({ titleId, title, count, summary, search, children }: ListPageProps) {
  const { t } = useTranslation();
  return (
    <section className="page acc-page" aria-labelledby={titleId}>
      <div className="acc-head">
        <h1 className="page-title" id={titleId}>
          {title}
        </h1>
        {count !== undefined && <span className="muted">{t('account.list.count', { count })}</span>}
      </div>
      <div className="acc-split acc-split-wide">
        <SearchPanel summary={summary}>{search}</SearchPanel>
        {children}
      </div>
    </section>
  );
}
