import { Bell, ChevronDown, IndianRupee, Megaphone, Menu, ShieldCheck, TrendingUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { DemoBanner } from '../demo-banner';
import { formatInr } from '../format';
import {
  type CampaignStage,
  TESTING_CAMPAIGNS,
  TESTING_MENU,
  TESTING_NOTIFICATIONS,
  TESTING_STATS,
  type TestingCampaign,
} from './testing-data';

const STAGE_TONE: Record<CampaignStage, string> = {
  Invited: 'bg-info-soft text-info-strong',
  Accepted: 'bg-brand-soft text-brand',
  Submitted: 'bg-warning-soft text-warning-strong',
  Approved: 'bg-success-soft text-success-strong',
  Rejected: 'bg-danger-soft text-danger-strong',
  Paid: 'bg-success-soft text-success-strong',
};

const NOTE_TONE = { brand: 'bg-brand', danger: 'bg-danger', success: 'bg-success', info: 'bg-info' } as const;

/** Can the creator submit content for this row? Invited needs accepting first; Rejected means resubmission. */
const canSubmit = (row: TestingCampaign) => row.status === 'Accepted' || row.status === 'Rejected';

function Sidebar({ active, onSelect }: { active: string; onSelect: (item: string) => void }) {
  return (
    <nav aria-label="Mock-up menu" className="flex flex-col gap-1">
      {TESTING_MENU.map((group, index) => (
        <details key={group.group} name="testing-menu" open={index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between rounded-control px-3 py-2 text-xs font-semibold tracking-wide text-slate-300 uppercase hover:bg-white/5 [&::-webkit-details-marker]:hidden">
            {group.group}
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" strokeWidth={1.75} aria-hidden="true" />
          </summary>
          <ul className="mt-1 mb-2 flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  aria-current={active === item ? 'page' : undefined}
                  onClick={() => onSelect(item)}
                  className={cn(
                    'w-full rounded-control px-3 py-2 text-left text-sm transition-colors',
                    active === item ? 'bg-white text-ink font-semibold' : 'text-slate-200 hover:bg-white/10',
                  )}
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}

/** Spec 3 §2.5: the static creator dashboard mock-up at /testing. Hard-coded data, no server calls. */
export function TestingMockup() {
  const [active, setActive] = useState('Dashboard Overview');
  const [menuOpen, setMenuOpen] = useState(false);
  const [rows, setRows] = useState(TESTING_CAMPAIGNS);
  const [notice, setNotice] = useState('');
  const menuId = useId();

  const submit = (row: TestingCampaign) => {
    setRows((current) => current.map((r) => (r.id === row.id ? { ...r, status: 'Submitted' } : r)));
    setNotice(`Submitted “${row.campaign}” for ${row.brand}. In the real dashboard the brand would now review it.`);
  };

  const stats = [
    { icon: IndianRupee, label: 'Earnings', value: formatInr(TESTING_STATS.earnings) },
    { icon: Megaphone, label: 'Active campaigns', value: String(TESTING_STATS.activeCampaigns) },
    { icon: TrendingUp, label: 'Engagement rate', value: `${TESTING_STATS.engagementRate}%` },
    { icon: ShieldCheck, label: 'Trust score', value: `${TESTING_STATS.trustScore}/100` },
  ];

  return (
    <div className="container-content flex flex-col gap-6 py-8 sm:py-10">
      <DemoBanner title="Creator dashboard mock-up" description="A static preview with sample data. Nothing here is saved or sent." />
      <div className="overflow-hidden rounded-card border border-border bg-surface shadow-lift lg:grid lg:grid-cols-[260px_1fr]">
        <aside className="bg-ink p-3 text-white">
          <div className="flex items-center justify-between px-2 py-2 lg:hidden">
            <span className="text-sm font-semibold">Menu · {active}</span>
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((v) => !v)}
              className="inline-flex size-10 items-center justify-center rounded-control hover:bg-white/10"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            >
              {menuOpen ? (
                <X className="size-5" strokeWidth={1.75} aria-hidden="true" />
              ) : (
                <Menu className="size-5" strokeWidth={1.75} aria-hidden="true" />
              )}
            </button>
          </div>
          <div id={menuId} className={cn('lg:block', menuOpen ? 'block' : 'hidden')}>
            <Sidebar
              active={active}
              onSelect={(item) => {
                setActive(item);
                setMenuOpen(false);
              }}
            />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 bg-surface-muted p-4 sm:p-6">
          <div className="flex items-center justify-between gap-4">
            <div>
              <p className="text-sm text-ink-muted">Good evening, Asha</p>
              <h2 className="text-2xl text-ink">{active}</h2>
            </div>
            <span
              className="relative inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface"
              aria-label="4 notifications"
              role="img"
            >
              <Bell className="size-5 text-ink" strokeWidth={1.75} aria-hidden="true" />
              <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-accent" />
            </span>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {stats.map((stat) => (
              <li key={stat.label} className="flex items-center gap-3 rounded-card border border-border bg-surface p-4">
                <span className="inline-flex size-10 items-center justify-center rounded-control bg-brand-soft text-brand">
                  <stat.icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
                </span>
                <div>
                  <p className="text-sm text-ink-muted">{stat.label}</p>
                  <p className="tabular text-xl font-semibold text-ink">{stat.value}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="grid gap-6 2xl:grid-cols-[1fr_300px]">
            <section aria-labelledby="testing-campaigns" className="min-w-0 rounded-card border border-border bg-surface">
              <h3 id="testing-campaigns" className="border-b border-border px-4 py-3 text-base font-semibold text-ink">
                Campaigns
              </h3>
              <div className="overflow-x-auto">
                <table className="w-full min-w-[640px] text-left text-sm">
                  <thead className="text-ink-muted">
                    <tr>
                      {['Brand', 'Campaign', 'Due Date', 'Status', 'Payment', 'Action'].map((h) => (
                        <th key={h} scope="col" className="px-4 py-2.5 font-medium">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {rows.map((row) => (
                      <tr key={row.id}>
                        <td className="px-4 py-3 font-semibold text-ink">{row.brand}</td>
                        <td className="px-4 py-3 text-ink">
                          {row.campaign}
                          <span className="block text-xs text-ink-muted">Shipping: {row.shipping}</span>
                        </td>
                        <td className="tabular px-4 py-3 text-ink">
                          <time dateTime={row.due}>
                            {new Date(`${row.due}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })}
                          </time>
                        </td>
                        <td className="px-4 py-3">
                          <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', STAGE_TONE[row.status])}>{row.status}</span>
                        </td>
                        <td className="tabular px-4 py-3 text-ink">
                          {formatInr(row.payment)}
                          <span className="block text-xs text-ink-muted">{row.paymentState}</span>
                        </td>
                        <td className="px-4 py-3">
                          <Button
                            size="sm"
                            variant={canSubmit(row) ? 'primary' : 'secondary'}
                            disabled={!canSubmit(row)}
                            onClick={() => submit(row)}
                            aria-label={`Submit ${row.campaign}`}
                          >
                            Submit
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p role="status" className="min-h-6 px-4 pb-3 text-sm text-success-strong">
                {notice}
              </p>
            </section>
            <section aria-labelledby="testing-notifications" className="rounded-card border border-border bg-surface">
              <h3 id="testing-notifications" className="border-b border-border px-4 py-3 text-base font-semibold text-ink">
                Notifications
              </h3>
              <ul className="divide-y divide-border">
                {TESTING_NOTIFICATIONS.map((note) => (
                  <li key={note.id} className="flex gap-3 px-4 py-3">
                    <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', NOTE_TONE[note.tone])} />
                    <div>
                      <p className="text-sm text-ink">{note.text}</p>
                      <p className="text-xs text-ink-muted">{note.time}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
