import { EmptyState } from '@bet/ui/empty-state.tsx';
import { SlotIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder tiles while a list loads. */
export function GridSkeleton() {
  return (
    <ul className="casino-grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <li key={i}>
          <Skeleton className="casino-tile-skeleton" height="auto" />
        </li>
      ))}
    </ul>
  );
}

/** No hits for a keyword: the keyword followed by searchNotFound (spec 002 §8). */
export function SearchNotFound({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SlotIcon size={30} />}
      title={
        <>
          <q className="casino-keyword">{keyword}</q> {t('casino.searchNotFound')}
        </>
      }
    />
  );
}

/** An empty list: the screen's own message and icon, with a line saying games come later. */
export function NoGames({ title, icon = <SlotIcon size={30} /> }: { title: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return <EmptyState icon={icon} title={title} text={t('casino.emptyText')} />;
}
