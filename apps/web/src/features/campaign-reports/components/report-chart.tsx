import type { TCampaignReport } from '@amplio/shared/schemas/campaign-reports';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const axisDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : shortDay.format(date);
};
const counts = new Intl.NumberFormat('en-IN', { notation: 'compact' });

/**
 * Views (each creator's latest usable report, summed) and clicks per day. Its own chunk: the report page imports it
 * with React.lazy, so recharts loads only when a chart is drawn.
 */
export default function ReportChart({ series }: { series: TCampaignReport['series'] }) {
  // A line needs two days; until then each day shows as a dot.
  const dot = series.length < 3;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={axisDay} tick={{ fill: '#475569', fontSize: 12 }} tickLine={false} minTickGap={24} />
        <YAxis yAxisId="views" width={48} tickFormatter={(v: number) => counts.format(v)} tick={{ fill: '#475569', fontSize: 12 }} />
        <YAxis
          yAxisId="clicks"
          orientation="right"
          width={40}
          allowDecimals={false}
          tickFormatter={(v: number) => counts.format(v)}
          tick={{ fill: '#475569', fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(label) => axisDay(String(label))}
          formatter={(value) => (typeof value === 'number' ? value.toLocaleString('en-IN') : '–')}
        />
        <Legend wrapperStyle={{ fontSize: 14 }} />
        <Line
          yAxisId="views"
          type="stepAfter"
          dataKey="views"
          name="Views (reported)"
          stroke="#6D28D9"
          strokeWidth={2}
          dot={dot}
          connectNulls={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="clicks"
          type="monotone"
          dataKey="clicks"
          name="Clicks (tracked)"
          stroke="#F97362"
          strokeWidth={2}
          dot={dot}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
