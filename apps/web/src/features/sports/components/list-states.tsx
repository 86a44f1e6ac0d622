import { EmptyState } from '@bet/ui/empty-state.tsx';
import { BallIcon } from '@bet/ui/icons.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import './tree.css';

/** Placeholder rows while a list loads. */
export function RowsSkeleton({ rows = 4, height = 48 }: { rows?: number; height?: number }) {
  return (
    <div className="pm-skeleton" aria-hidden="true" data-loading>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}

/** noMatchEnough: nothing matches the sport, time and keyword. */
export function NoMatches() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<BallIcon size={30} />}
      title={t('sports.noMatchEnough')}
      text={t('sports.noMatchHint')}
    />
  );
}

/** A list that could not load, with a retry. */
export const ListLoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <LoadFailed onRetry={onRetry} className="pm-load-failed" />
);
