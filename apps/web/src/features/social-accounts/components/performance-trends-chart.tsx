import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../../lib/format-date';
import { axisTicks, formatMetric, PERFORMANCE_METRICS, type PerformanceMetric, type PerformancePoint } from '../performance-metrics';

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const axisDay = (value: string) => {
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? value : shortDay.format(date);
};

interface TooltipProps {
  active?: boolean;
  label?: string | number;
  payload?: readonly { value?: unknown }[];
  metric: PerformanceMetric;
}

function ChartTooltip({ active, label, payload, metric }: TooltipProps) {
  const value = payload?.[0]?.value;
  if (!active || typeof value !== 'number') return null;
  const name = PERFORMANCE_METRICS.find((m) => m.key === metric)?.label ?? metric;
  return (
    <div className="rounded-control border border-border bg-surface px-3 py-2 text-sm shadow-lift">
      <p className="text-ink-muted">{formatDay(String(label))}</p>
      <p className="tabular font-semibold text-ink">
        {name}: {formatMetric(metric, value)}
      </p>
    </div>
  );
}

/**
 * The Performance Trends chart. It is its own chunk (the overview imports it lazily), so recharts is loaded only
 * when the chart is shown, never with the overview's first bytes.
 */
export default function PerformanceTrendsChart({ points, metric }: { points: readonly PerformancePoint[]; metric: PerformanceMetric }) {
  const colour = PERFORMANCE_METRICS.find((m) => m.key === metric)?.colour ?? '#6d28d9';
  const gradientId = `trend-fill-${metric}`;
  const ticks = axisTicks(points, metric);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={points as PerformancePoint[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={colour} stopOpacity={0.28} />
            <stop offset="100%" stopColor={colour} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={axisDay}
          tick={{ fill: '#475569', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: '#e2e8f0' }}
          minTickGap={24}
        />
        <YAxis
          width={52}
          tickFormatter={(value: number) => formatMetric(metric, value)}
          tick={{ fill: '#475569', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          domain={[0, ticks.at(-1) ?? 'auto']}
          ticks={ticks}
          interval={0}
          allowDecimals={metric === 'engagement'}
        />
        <Tooltip content={(props) => <ChartTooltip {...props} metric={metric} />} cursor={{ stroke: '#94a3b8', strokeDasharray: '3 3' }} />
        <Area
          type="monotone"
          dataKey={metric}
          stroke={colour}
          strokeWidth={2.5}
          fill={`url(#${gradientId})`}
          dot={points.length <= 20 ? { r: 3, strokeWidth: 0, fill: colour } : false}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
