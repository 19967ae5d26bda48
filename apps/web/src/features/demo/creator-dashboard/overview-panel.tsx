import { Tabs as RadixTabs } from 'radix-ui';
import { BarChart3, Eye, IndianRupee, Users } from 'lucide-react';
import { formatCount, formatInr } from '../format';
import { type ContentItem, DASHBOARD_STATS } from './demo-data';
import { StatCard } from './demo-widgets';

/** The Dashboard tab: a welcome, four figures and the three newest items. */
export function OverviewPanel({ items, onViewAll }: { items: readonly ContentItem[]; onViewAll: () => void }) {
  return (
    <RadixTabs.Content value="dashboard" className="flex flex-col gap-6 outline-none">
      <div className="relative overflow-hidden rounded-card bg-ink p-5 text-white sm:p-7">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-16 size-64 rounded-full bg-gradient-to-br from-brand/60 to-accent/40 blur-3xl"
        />
        <div className="relative">
          <h2 className="text-2xl text-white">Welcome back, Asha</h2>
          <p className="mt-1 text-[15px] text-slate-300">Your morning-routine video passed 96K views. Two brand invitations are waiting.</p>
        </div>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={Users} label="Subscribers" value={formatCount(DASHBOARD_STATS.subscribers)} />
        <StatCard icon={Eye} label="Views (30 days)" value={formatCount(DASHBOARD_STATS.views30d)} />
        <StatCard icon={BarChart3} label="Engagement rate" value={`${DASHBOARD_STATS.engagementRate}%`} />
        <StatCard icon={IndianRupee} label="Revenue (30 days)" value={formatInr(DASHBOARD_STATS.revenue30d)} />
      </ul>
      <section aria-labelledby="recent-title" className="rounded-card border border-border bg-surface">
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <h3 id="recent-title" className="text-base font-semibold text-ink">
            Recent content
          </h3>
          <button type="button" onClick={onViewAll} className="text-sm font-semibold text-brand hover:underline">
            View all
          </button>
        </div>
        <ul className="divide-y divide-border">
          {items.slice(0, 3).map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate text-[15px] font-semibold text-ink">{item.title}</p>
                <p className="text-sm text-ink-muted">
                  {item.type} · {item.timeAgo}
                </p>
              </div>
              <span className="tabular shrink-0 text-sm text-ink-muted">{formatCount(item.views)} views</span>
            </li>
          ))}
        </ul>
      </section>
    </RadixTabs.Content>
  );
}
