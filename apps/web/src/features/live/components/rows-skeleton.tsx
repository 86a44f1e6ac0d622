import { Skeleton } from '@bet/ui/skeleton.tsx';

/** Placeholder rows of a list's height while it loads. */
export function RowsSkeleton() {
  return (
    <div className="live-skeleton" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={i} height={62} />
      ))}
    </div>
  );
}
