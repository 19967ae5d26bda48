import { Tabs as RadixTabs } from 'radix-ui';
import {
  BarChart3,
  Bell,
  Clapperboard,
  Eye,
  IndianRupee,
  LayoutDashboard,
  Menu,
  Search,
  Trash2,
  Upload,
  Users,
  Wallet,
  X,
} from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import { DemoBanner } from '../demo-banner';
import { formatCount, formatInr } from '../format';
import {
  ANALYTICS,
  ANALYTICS_RANGES,
  type AnalyticsRange,
  CONTENT_FILTERS,
  CONTENT_TYPES,
  type ContentFilter,
  type ContentItem,
  type ContentType,
  DASHBOARD_STATS,
  DEMO_SIDEBAR_BREAKPOINT_PX,
  deleteConfirmation,
  INITIAL_CONTENT,
  newUploadItem,
  PAYMENT_HISTORY,
  REVENUE,
  REVENUE_TIMEFRAMES,
  type RevenueTimeframe,
} from './demo-data';

const TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { value: 'content', label: 'Content', icon: Clapperboard },
  { value: 'analytics', label: 'Analytics', icon: BarChart3 },
  { value: 'monetization', label: 'Monetization', icon: Wallet },
] as const;
type Tab = (typeof TABS)[number]['value'];

const dateLabel = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function Growth({ value }: { value: number }) {
  const up = value >= 0;
  return (
    <span className={cn('tabular text-sm font-semibold', up ? 'text-success-strong' : 'text-[#b91c1c]')}>
      {up ? '▲' : '▼'} {Math.abs(value).toFixed(1)}%<span className="sr-only"> {up ? 'up' : 'down'} vs. the last period</span>
    </span>
  );
}

function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="inline-flex flex-wrap gap-1 rounded-control border border-border bg-surface p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 rounded-[8px] px-3 text-sm font-semibold transition-colors',
            value === option.value ? 'bg-brand text-white' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

function StatCard({ icon: Icon, label, value, extra }: { icon: typeof Eye; label: string; value: string; extra?: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex items-center gap-2 text-sm text-ink-muted">
        <Icon className="size-4" strokeWidth={1.75} aria-hidden="true" />
        {label}
      </div>
      <p className="tabular text-2xl font-semibold tracking-tight text-ink">{value}</p>
      {extra}
    </li>
  );
}

function StatusBadge({ status }: { status: ContentItem['status'] }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-1 text-xs font-semibold',
        status === 'Live' ? 'bg-success-soft text-success-strong' : 'bg-warning-soft text-warning-strong',
      )}
    >
      {status}
    </span>
  );
}

function UploadDialog({
  open,
  onOpenChange,
  onUpload,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onUpload: (item: ContentItem) => void;
}) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<ContentType>('Video');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const reset = () => {
    setTitle('');
    setType('Video');
    setDescription('');
    setFile(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUpload(newUploadItem({ title, type }));
    reset();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title="Upload content" description="Sample upload: nothing leaves your browser.">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Input label="Title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Untitled Content" />
          <Select
            label="Content type"
            value={type}
            onChange={(e) => setType(e.target.value as ContentType)}
            options={CONTENT_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <Textarea label="Description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-ink">
              File
            </label>
            <input
              id={fileId}
              type="file"
              accept="video/mp4,video/quicktime"
              aria-describedby={`${fileId}-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="text-sm text-ink file:mr-3 file:h-10 file:rounded-control file:border file:border-border file:bg-surface file:px-3 file:font-semibold file:text-ink hover:file:bg-surface-muted"
            />
            <p id={`${fileId}-hint`} className="text-sm text-ink-muted">
              {file ? `${file.name} selected. ` : ''}MP4, MOV up to 10GB
            </p>
          </div>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" leadingIcon={<Upload className="size-4" strokeWidth={1.75} aria-hidden="true" />}>
              Upload
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Spec 3 §2.5: the creator dashboard demo. Four tabs without a route change; everything is sample data. */
export function CreatorDashboardDemo() {
  const [tab, setTab] = useState<Tab>('dashboard');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [items, setItems] = useState<ContentItem[]>([...INITIAL_CONTENT]);
  const [filter, setFilter] = useState<ContentFilter>('all');
  const [query, setQuery] = useState('');
  const [uploadOpen, setUploadOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ContentItem | null>(null);
  const [range, setRange] = useState<AnalyticsRange>('7d');
  const [timeframe, setTimeframe] = useState<RevenueTimeframe>('this-month');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [bellOpen, setBellOpen] = useState(false);
  const sidebarId = useId();

  const changeTab = (next: string) => {
    setTab(next as Tab);
    if (window.innerWidth < DEMO_SIDEBAR_BREAKPOINT_PX) setSidebarOpen(false);
  };

  const visible = useMemo(
    () =>
      items.filter(
        (item) =>
          (filter === 'all' || item.type === filter) && (!query.trim() || item.title.toLowerCase().includes(query.trim().toLowerCase())),
      ),
    [items, filter, query],
  );
  const analytics = ANALYTICS[range];
  const revenue = REVENUE[timeframe];

  return (
    <div className="container-content flex flex-col gap-6 py-8 sm:py-10">
      <DemoBanner
        title="Creator dashboard demo"
        description="Try the tabs, upload and delete: everything is sample data and stays in this page."
      />
      <RadixTabs.Root
        value={tab}
        onValueChange={changeTab}
        orientation="vertical"
        className="relative overflow-hidden rounded-card border border-border bg-surface-muted shadow-lift lg:grid lg:grid-cols-[240px_1fr]"
      >
        {sidebarOpen ? (
          <button
            type="button"
            aria-label="Close menu"
            onClick={() => setSidebarOpen(false)}
            className="absolute inset-0 z-20 bg-ink/30 lg:hidden"
          />
        ) : null}
        <aside
          id={sidebarId}
          data-open={sidebarOpen}
          className={cn(
            'absolute inset-y-0 left-0 z-30 w-64 bg-ink p-4 text-white transition-transform duration-200 lg:static lg:w-auto lg:translate-x-0',
            sidebarOpen ? 'translate-x-0' : '-translate-x-full',
          )}
        >
          <div className="mb-6 flex items-center justify-between">
            <span className="text-base font-semibold">Creator Studio</span>
            <button
              type="button"
              onClick={() => setSidebarOpen(false)}
              aria-label="Close menu"
              className="inline-flex size-9 items-center justify-center rounded-control hover:bg-white/10 lg:hidden"
            >
              <X className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </button>
          </div>
          <RadixTabs.List aria-label="Dashboard sections" className="flex flex-col gap-1">
            {TABS.map((t) => (
              <RadixTabs.Trigger
                key={t.value}
                value={t.value}
                className="flex items-center gap-3 rounded-control px-3 py-2.5 text-left text-[15px] text-slate-200 transition-colors hover:bg-white/10 data-[state=active]:bg-white data-[state=active]:font-semibold data-[state=active]:text-ink"
              >
                <t.icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
                {t.label}
              </RadixTabs.Trigger>
            ))}
          </RadixTabs.List>
        </aside>

        <div className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => setSidebarOpen(true)}
              aria-expanded={sidebarOpen}
              aria-controls={sidebarId}
              aria-label="Open menu"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-control border border-border bg-surface lg:hidden"
            >
              <Menu className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </button>
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
                strokeWidth={1.75}
                aria-hidden="true"
              />
              <input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                aria-label="Search your content"
                placeholder="Search your content"
                className="h-10 w-full rounded-control border border-border bg-surface pr-3 pl-9 text-[15px] text-ink placeholder:text-ink-muted"
              />
            </div>
            <div className="relative">
              <button
                type="button"
                aria-label="Notifications"
                aria-expanded={bellOpen}
                onClick={() => setBellOpen((v) => !v)}
                className="relative inline-flex size-10 items-center justify-center rounded-control border border-border bg-surface"
              >
                <Bell className="size-5 text-ink" strokeWidth={1.75} aria-hidden="true" />
              </button>
              {bellOpen ? (
                <p className="absolute top-12 right-0 z-10 w-64 rounded-card border border-border bg-surface p-4 text-sm text-ink-muted shadow-lift">
                  You are all caught up. Notifications appear here in the real dashboard.
                </p>
              ) : null}
            </div>
          </div>

          <RadixTabs.Content value="dashboard" className="flex flex-col gap-6 outline-none">
            <div className="relative overflow-hidden rounded-card bg-ink p-5 text-white sm:p-7">
              <div
                aria-hidden="true"
                className="absolute -top-20 -right-16 size-64 rounded-full bg-gradient-to-br from-brand/60 to-accent/40 blur-3xl"
              />
              <div className="relative">
                <h2 className="text-2xl text-white">Welcome back, Asha</h2>
                <p className="mt-1 text-[15px] text-slate-300">
                  Your morning-routine video passed 96K views. Two brand invitations are waiting.
                </p>
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
                <button type="button" onClick={() => changeTab('content')} className="text-sm font-semibold text-brand hover:underline">
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

          <RadixTabs.Content value="content" className="flex flex-col gap-4 outline-none">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Segmented label="Content type" options={CONTENT_FILTERS} value={filter} onChange={setFilter} />
              <Button onClick={() => setUploadOpen(true)} leadingIcon={<Upload className="size-4" strokeWidth={1.75} aria-hidden="true" />}>
                Upload content
              </Button>
            </div>
            <div className="overflow-x-auto rounded-card border border-border bg-surface">
              <table className="w-full min-w-[680px] text-left text-sm" data-testid="content-table">
                <caption className="sr-only">Your content</caption>
                <thead className="text-ink-muted">
                  <tr>
                    {['Title', 'Type', 'Date', 'Views', 'Duration', 'Status', 'Actions'].map((h) => (
                      <th key={h} scope="col" className="px-4 py-2.5 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {visible.map((item) => (
                    <tr key={item.id} data-testid="content-row">
                      <td className="px-4 py-3">
                        <span className="font-semibold text-ink">{item.title}</span>
                        <span className="block text-xs text-ink-muted">{item.timeAgo}</span>
                      </td>
                      <td className="px-4 py-3 text-ink">{item.type}</td>
                      <td className="tabular px-4 py-3 text-ink">{dateLabel(item.date)}</td>
                      <td className="tabular px-4 py-3 text-ink">{formatCount(item.views)}</td>
                      <td className="tabular px-4 py-3 text-ink">{item.duration}</td>
                      <td className="px-4 py-3">
                        <StatusBadge status={item.status} />
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex gap-1">
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Edit ${item.title}`}
                            onClick={() => notify.info(`Edit “${item.title}”: editing is not part of the demo.`)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-[#b91c1c] hover:bg-danger-soft"
                            aria-label={`Delete ${item.title}`}
                            onClick={() => setToDelete(item)}
                          >
                            Delete
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                  {visible.length === 0 ? (
                    <tr>
                      <td colSpan={7} className="px-4 py-10 text-center text-ink-muted">
                        No content matches. Try another type or search.
                      </td>
                    </tr>
                  ) : null}
                </tbody>
              </table>
            </div>
          </RadixTabs.Content>

          <RadixTabs.Content value="analytics" className="flex flex-col gap-4 outline-none">
            <Segmented label="Time range" options={ANALYTICS_RANGES} value={range} onChange={setRange} />
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard
                icon={Eye}
                label="Total views"
                value={formatCount(analytics.views)}
                extra={<Growth value={analytics.viewsGrowth} />}
              />
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

          <RadixTabs.Content value="monetization" className="flex flex-col gap-4 outline-none">
            <Segmented label="Timeframe" options={REVENUE_TIMEFRAMES} value={timeframe} onChange={setTimeframe} />
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
              <Button variant="secondary" aria-expanded={historyOpen} onClick={() => setHistoryOpen((v) => !v)}>
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
        </div>
      </RadixTabs.Root>

      <UploadDialog open={uploadOpen} onOpenChange={setUploadOpen} onUpload={(item) => setItems((current) => [item, ...current])} />
      <Dialog open={toDelete !== null} onOpenChange={(open) => (open ? null : setToDelete(null))}>
        {toDelete ? (
          <DialogContent
            title="Delete content"
            description={deleteConfirmation(toDelete.title)}
            footer={
              <>
                <Button variant="secondary" onClick={() => setToDelete(null)}>
                  Cancel
                </Button>
                <Button
                  variant="destructive"
                  leadingIcon={<Trash2 className="size-4" strokeWidth={1.75} aria-hidden="true" />}
                  onClick={() => {
                    const title = toDelete.title;
                    setItems((current) => current.filter((i) => i.id !== toDelete.id));
                    setToDelete(null);
                    notify.success(`Deleted “${title}”.`);
                  }}
                >
                  Delete
                </Button>
              </>
            }
          />
        ) : null}
      </Dialog>
    </div>
  );
}
