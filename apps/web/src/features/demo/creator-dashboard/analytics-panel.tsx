import { Tabs as RadixTabs } from 'radix-ui';
import { BarChart3, Clapperboard, Eye, Users } from 'lucide-react';
import { formatCount } from '../format';
import { ANALYTICS, ANALYTICS_RANGES, type AnalyticsRange } from './demo-data';
import { Growth, Segmented, StatCard } from './demo-widgets';

/** The Analytics tab: a time range, four figures and a CSS bar chart of seven values. */
export function AnalyticsPanel({ range, onRangeChange }: { range: AnalyticsRange; onRangeChange: (range: AnalyticsRange) => void }) {
  const analytics = ANALYTICS[range];
  return (
    <RadixTabs.Content value="analytics" className="flex flex-col gap-4 outline-none">
      <Segmented label="Time range" options={ANALYTICS_RANGES} value={range} onChange={onRangeChange} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={Eye} label="Total views" value={formatCount(analytics.views)} extra={<Growth value={analytics.viewsGrowth} />} />
        <StatCard
          icon={Clapperboard}
          label="Watch time (hours)"
          value={analytics.watchTime.toLocaleString('en-IN')}
          extra={<Growth value={analytics.watchTimeGrowth} />}
        />
        <StatCard
          icon={Users}
          label="New subscribers"
          value={analytics.newSubscribers.toLocaleString('en-IN')}
          extra={<Growth value={analytics.subscribersGrowth} />}
        />
        <StatCard
          icon={BarChart3}
          label="Engagement rate"
          value={`${analytics.engagementRate}%`}
          extra={<Growth value={analytics.engagementGrowth} />}
        />
      </ul>
      <section aria-labelledby="views-chart-title" className="rounded-card border border-border bg-surface p-4 sm:p-5">
        <h3 id="views-chart-title" className="text-base font-semibold text-ink">
          Views over time
        </h3>
        <p className="text-sm text-ink-muted">Each bar is a share of the period’s busiest day.</p>
        {/* A CSS bar chart: no chart library for seven bars. The list is the accessible version. */}
        <ol className="mt-5 flex h-56 items-end gap-2 sm:gap-4" data-testid="views-chart">
          {analytics.viewsChart.map((value, index) => (
            <li key={analytics.chartLabels[index]} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
              <span className="tabular text-xs font-semibold text-ink-muted">{value}%</span>
              <span
                className="w-full max-w-14 rounded-t-[6px] bg-gradient-to-t from-brand to-[#8b5cf6] transition-[height] duration-300 ease-out"
                style={{ height: `${value}%` }}
                data-testid="views-bar"
              />
              <span className="text-xs text-ink-muted">
                <span className="sr-only">: </span>
                {analytics.chartLabels[index]}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </RadixTabs.Content>
  );
}
