import { describe, expect, it } from 'vitest';
import { CHART_DAYS, dailyPoints, dashboardDays, localDay } from './dashboard-days.ts';

// Local dates: the dashboard reads days in the browser's zone.
const thursday = new Date(2026, 0, 8, 23, 30);

describe('dashboardDays', () => {
  it('gives today, the week’s Monday and the chart’s first day', () => {
    expect(dashboardDays(thursday)).toEqual({
      today: '2026-01-08',
      weekStart: '2026-01-05',
      chartStart: '2025-12-10',
    });
  });

  it('starts a Sunday’s week on the Monday before', () => {
    expect(dashboardDays(new Date(2026, 0, 11, 9)).weekStart).toBe('2026-01-05');
  });

  it('starts a Monday’s week on that day', () => {
    expect(dashboardDays(new Date(2026, 0, 5, 0, 1)).weekStart).toBe('2026-01-05');
  });
});

describe('dailyPoints', () => {
  it('has a point for every day, zero where nothing moved', () => {
    const points = dailyPoints([{ period: '2026-01-07', stakes: 500, payouts: 200, ggr: 300 }], thursday);
    expect(points).toHaveLength(CHART_DAYS);
    expect(points[0]?.period).toBe('2025-12-10');
    expect(points.at(-1)).toEqual({ period: localDay(thursday), stakes: 0, payouts: 0, ggr: 0 });
    expect(points.at(-2)).toEqual({ period: '2026-01-07', stakes: 500, payouts: 200, ggr: 300 });
  });
});
