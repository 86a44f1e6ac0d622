import { Skeleton } from '@bet/ui/skeleton.tsx';
import { lazy, Suspense } from 'react';
import type { FiguresChartProps } from './figures-chart.tsx';

// The chart library is large: it loads after the figures, only on pages that draw a chart.
const FiguresChart = lazy(() => import('./figures-chart.tsx').then((m) => ({ default: m.FiguresChart })));

/** FiguresChart, loaded when first drawn; a block of its height stands in meanwhile. */
export function LazyFiguresChart(props: FiguresChartProps) {
  return (
    <Suspense fallback={<Skeleton height={280} />}>
      <FiguresChart {...props} />
    </Suspense>
  );
}
