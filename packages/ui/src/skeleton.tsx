import type { CSSProperties } from 'react';

type SkeletonProps = {
  /** CSS width; default 100%. */
  width?: number | string;
  /** CSS height; default one line of text. */
  height?: number | string;
  /** Round (avatars, icons). */
  circle?: boolean;
  /** Several text-like lines, the last one shorter. */
  lines?: number;
  className?: string;
};

/** A shimmering placeholder with the size of what is loading, so nothing shifts when it arrives. */
export function Skeleton({
  width = '100%',
  height = '1em',
  circle = false,
  lines = 1,
  className,
}: SkeletonProps) {
  const style: CSSProperties = { width, height, ...(circle ? { borderRadius: '50%' } : {}) };
  const cls = ['skeleton', className].filter(Boolean).join(' ');
  if (lines <= 1) return <span className={cls} style={style} aria-hidden="true" />;
  return (
    <span className="skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <span key={i} className={cls} style={{ ...style, width: i === lines - 1 ? '60%' : width }} />
      ))}
    </span>
  );
}
