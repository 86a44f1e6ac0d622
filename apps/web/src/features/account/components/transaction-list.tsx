import type { Transaction } from '@bet/domain/api/wallet';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { ListIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { transactionTypeText } from '../lib/transaction-filters.ts';
import './lists.css';

const SKELETON_ROWS = 8;

export function TransactionRows({ items, currency }: { items: readonly Transaction[]; currency: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (items.length === 0)
    return <EmptyState icon={<ListIcon size={30} />} title={t('account.transactions.nomovements')} />;
  return (
    <ul className="list acc-table tx-table">
      <li className="acc-table-head" aria-hidden="true">
        <span>{t('account.transactions.date')}</span>
        <span>{t('account.transactions.type')}</span>
        <span>{t('account.transactions.direction')}</span>
        <span className="acc-end">{t('account.transactions.amount')}</span>
      </li>
      {items.map((item) => {
        const income = item.transType === 1;
        const direction = t(
          income ? 'account.transactions.tabs.income' : 'account.transactions.tabs.expense',
        );
        return (
          <li key={`${item.id}-${item.processDate}`} className="acc-table-row tx-row">
            <time className="tx-date" dateTime={item.processDate}>
              {formatDateTime(item.processDate, lang)}
            </time>
            <span className="tx-type">{transactionTypeText(item.type)}</span>
            <span className={income ? 'tx-direction tx-in' : 'tx-direction tx-out'}>{direction}</span>
            <span className={income ? 'tx-amount tx-in' : 'tx-amount tx-out'}>
              <span className="visually-hidden">{direction}: </span>
              {income ? '+' : '−'}
              {formatMoney(item.amount, currency, lang)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholder rows with the size of real ones, so nothing moves when the page arrives. */
export function TransactionSkeleton() {
  return (
    <ul className="list acc-table tx-table" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={i} className="acc-table-row tx-row">
          <Skeleton className="tx-date" width={80} />
          <Skeleton className="tx-type" width="60%" />
          <Skeleton className="tx-direction" width={50} />
          <Skeleton className="tx-amount" width={90} />
        </li>
      ))}
    </ul>
  );
}
