import { Tabs as RadixTabs } from 'radix-ui';
import { Eye, IndianRupee, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatInr } from '../format';
import { PAYMENT_HISTORY, REVENUE, REVENUE_TIMEFRAMES, type RevenueTimeframe } from './demo-data';
import { dateLabel, Growth, Segmented, StatCard } from './demo-widgets';

export interface MonetizationPanelProps {
  timeframe: RevenueTimeframe;
  onTimeframeChange: (timeframe: RevenueTimeframe) => void;
  historyOpen: boolean;
  onToggleHistory: () => void;
}

/** The Monetization tab: revenue by timeframe, the next payout and the payment history. */
export function MonetizationPanel({ timeframe, onTimeframeChange, historyOpen, onToggleHistory }: MonetizationPanelProps) {
  const revenue = REVENUE[timeframe];
  return (
    <RadixTabs.Content value="monetization" className="flex flex-col gap-4 outline-none">
      <Segmented label="Timeframe" options={REVENUE_TIMEFRAMES} value={timeframe} onChange={onTimeframeChange} />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          icon={IndianRupee}
          label="Total revenue"
          value={formatInr(revenue.total)}
          extra={<Growth value={revenue.totalGrowth} />}
        />
        <StatCard icon={Eye} label="Ad revenue" value={formatInr(revenue.ads)} extra={<Growth value={revenue.adsGrowth} />} />
        <StatCard
          icon={Users}
          label="Sponsorships"
          value={formatInr(revenue.sponsorships)}
          extra={<Growth value={revenue.sponsorshipsGrowth} />}
        />
      </ul>
      <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-ink-muted">Next payout</p>
          <p className="tabular text-3xl font-semibold tracking-tight text-ink">{formatInr(revenue.nextPayout)}</p>
          <p className="text-sm text-ink-muted">on {dateLabel(revenue.payoutDate)}</p>
        </div>
        <Button variant="secondary" aria-expanded={historyOpen} onClick={onToggleHistory}>
          {historyOpen ? 'Hide Payment History' : 'View Payment History'}
        </Button>
      </div>
      {historyOpen ? (
        <ul className="divide-y divide-border rounded-card border border-border bg-surface">
          {PAYMENT_HISTORY.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
              <span>
                <span className="block font-semibold text-ink">{p.label}</span>
                <span className="text-ink-muted">{dateLabel(p.date)}</span>
              </span>
              <span className="flex items-center gap-2">
                <span className="tabular font-semibold text-ink">{formatInr(p.amount)}</span>
                <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success-strong">{p.status}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </RadixTabs.Content>
  );
}
