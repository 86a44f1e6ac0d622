import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../format/use-formatters.ts';
import './figures-chart.css';

/** One period's figures in minor units; `period` is the day it starts (yyyy-mm-dd). */
export type FiguresPoint = { period: string; stakes: number; payouts: number; ggr: number };

export type FiguresChartProps = { points: readonly FiguresPoint[]; currency: string };

// The theme's own colours (packages/ui theme.css), so the chart follows the site's theme and dark mode.
const lines = [
  { key: 'stakes', colour: 'var(--info)' },
  { key: 'payouts', colour: 'var(--warning)' },
  { key: 'ggr', colour: 'var(--brand-text)' },
] as const;

/** Stakes, payouts and GGR per period as lines; as wide as its box. */
export function FiguresChart({ points, currency }: FiguresChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <figure className="figures-chart">
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="period"
            tickFormatter={(day: string) => format.day(day)}
            stroke="var(--text-muted)"
            tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis
            tickFormatter={(minor: number) => format.compactMoney(minor)}
            stroke="var(--text-muted)"
            tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
            width={56}
          />
          <Tooltip
            formatter={(value) => format.money(Number(value), currency)}
            labelFormatter={(day) => format.day(String(day))}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              borderRadius: 'var(--radius-sm)',
              color: 'var(--text)',
            }}
          />
          <Legend itemSorter={null} />
          {lines.map(({ key, colour }) => (
            <Line
              key={key}
              type="linear"
              dataKey={key}
              name={t(`figures.${key}`)}
              stroke={colour}
              strokeWidth={2}
              dot={points.length <= 12}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
