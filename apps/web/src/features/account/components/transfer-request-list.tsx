import type { TransferRequestItem } from '@bet/domain/api/payments';
import { Button } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { TransferIcon, WalletIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import './lists.css';
import './transfer-list.css';

function Logo({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="trf-logo">
      {src && !failed ? (
        <img src={src} alt="" width={44} height={44} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <WalletIcon />
      )}
    </span>
  );
}

export function TransferRequestRows({
  items,
  currency,
  onCancel,
  cancelling,
}: {
  items: readonly TransferRequestItem[];
  currency: string;
  /** Takes back a waiting request. */
  onCancel: (id: number) => void;
  /** The request being cancelled now. */
  cancelling: number | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (items.length === 0)
    return <EmptyState icon={<TransferIcon size={30} />} title={t('account.transfers.empty')} />;
  return (
    <ul className="list acc-table trf-table">
      <li className="acc-table-head" aria-hidden="true">
        <span />
        <span>{t('account.transfers.method')}</span>
        <span>{t('account.transfers.type')}</span>
        <span>{t('account.transfers.date')}</span>
        <span className="acc-end">{t('account.transfers.amount')}</span>
        <span className="acc-end">{t('account.transfers.status')}</span>
      </li>
      {items.map((item) => (
        <li key={item.id} className="acc-table-row trf-row">
          <Logo src={item.logo} />
          <span className="trf-name">
            {item.catName}
            {item.payTag && <span className="trf-tag">{item.payTag}</span>}
          </span>
          <span className="trf-meta">
            <span className="trf-type">
              {t(item.transferType === 1 ? 'account.transfers.withdraw' : 'account.transfers.deposit')}
            </span>
            <time className="trf-date" dateTime={item.createdAt}>
              {formatDateTime(item.createdAt, lang)}
            </time>
          </span>
          <span className="trf-amount">{formatMoney(item.amount, currency, lang)}</span>
          <span className={`trf-status acc-pill acc-pill-${item.status}`}>
            {t(`account.transfers.statuses.${item.status}`)}
          </span>
          <p className="trf-result">{[item.reqResult, item.note].filter(Boolean).join(' · ')}</p>
          {item.status === 0 && (
            <Button
              variant="secondary"
              size="sm"
              className="trf-cancel"
              loading={cancelling === item.id}
              onClick={() => onCancel(item.id)}
            >
              {t('account.transfers.cancel')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function TransferRequestSkeleton() {
  return (
    <ul className="list acc-table trf-table" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={i} className="acc-table-row trf-row">
          <Skeleton className="trf-logo" width={44} height={44} />
          <Skeleton className="trf-name" width="70%" />
          <span className="trf-meta">
            <Skeleton className="trf-type" width={70} />
            <Skeleton className="trf-date" width={80} />
          </span>
          <Skeleton className="trf-amount" width={90} />
          <Skeleton className="trf-status" width={70} height={24} />
        </li>
      ))}
    </ul>
  );
}
