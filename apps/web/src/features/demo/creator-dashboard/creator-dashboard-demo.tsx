import { Tabs as RadixTabs } from 'radix-ui';
import { BarChart3, Bell, Clapperboard, LayoutDashboard, Menu, Search, Trash2, Wallet, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/toaster';
import { cn } from '../../../lib/cn';
import { DemoBanner } from '../demo-banner';
import { AnalyticsPanel } from './analytics-panel';
import { ContentPanel } from './content-panel';
import {
  type AnalyticsRange,
  type ContentFilter,
  type ContentItem,
  DEMO_SIDEBAR_BREAKPOINT_PX,
  deleteConfirmation,
  INITIAL_CONTENT,
  type RevenueTimeframe,
} from './demo-data';
import { MonetizationPanel } from './monetization-panel';
import { OverviewPanel } from './overview-panel';
import { UploadDialog } from './upload-dialog';

const TABS = [
  { value: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { value: 'content', label: 'Content', icon: Clapperboard },
  { value: 'analytics', label: 'Analytics', icon: BarChart3 },
  { value: 'monetization', label: 'Monetization', icon: Wallet },
] as const;
type Tab = (typeof TABS)[number]['value'];

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

          <OverviewPanel items={items} onViewAll={() => changeTab('content')} />
          <ContentPanel
            visible={visible}
            filter={filter}
            onFilterChange={setFilter}
            onUploadClick={() => setUploadOpen(true)}
            onDeleteClick={setToDelete}
          />
          <AnalyticsPanel range={range} onRangeChange={setRange} />
          <MonetizationPanel
            timeframe={timeframe}
            onTimeframeChange={setTimeframe}
            historyOpen={historyOpen}
            onToggleHistory={() => setHistoryOpen((v) => !v)}
          />
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
