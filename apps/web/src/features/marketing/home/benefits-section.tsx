import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Clock,
  Columns2,
  IndianRupee,
  PanelLeft,
  PanelRight,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useMounted } from '../lib/use-mounted';
import { IconFeature } from '../components/icon-feature';

interface Benefit {
  icon: LucideIcon;
  title: string;
  body: string;
}

const CREATOR_BENEFITS: readonly Benefit[] = [
  {
    icon: ShieldCheck,
    title: 'The money is there first',
    body: 'Every campaign is funded into escrow before you film a second of content.',
  },
  {
    icon: IndianRupee,
    title: 'A fair price, up front',
    body: 'Your price is worked out from your real audience and engagement, and locked when you save your script.',
  },
  {
    icon: Clock,
    title: 'Paid within days, not months',
    body: 'Escrow is released the moment the brand approves. Withdraw from ₹100 to UPI or your bank.',
  },
  { icon: Sparkles, title: 'Clear feedback', body: 'Brands approve or say exactly what to change, with at most three review rounds.' },
];

const BRAND_BENEFITS: readonly Benefit[] = [
  {
    icon: Users,
    title: '50,000+ vetted creators',
    body: 'Filter by niche, language, location and audience, with follower counts you can trust.',
  },
  {
    icon: BadgeCheck,
    title: 'Pay only for approved work',
    body: 'Funds leave escrow only when you approve the script, the video and the live post.',
  },
  {
    icon: Clock,
    title: 'Save 10–20 hours a month',
    body: 'Briefs, scripts, reviews and payments live in one place instead of email threads.',
  },
  {
    icon: Building2,
    title: 'One dashboard for every brand',
    body: 'Run several brands and campaigns side by side, with the numbers that matter on top.',
  },
];

const COMPARISON = [
  { topic: 'Getting started', creator: 'Free account in about 2 minutes', brand: '14-day free trial, no credit card' },
  { topic: 'Money', creator: 'Sees the funded budget before starting', brand: 'Funds a campaign into escrow once' },
  { topic: 'Review', creator: 'Clear reasons, at most 3 rounds', brand: 'Approves script, video and post' },
  { topic: 'Payment', creator: 'Released on approval, withdraw from ₹100', brand: 'Released only for approved work' },
] as const;

type View = 'split' | 'left' | 'right';

const VIEWS: readonly { value: View; label: string; short: string; icon: LucideIcon }[] = [
  { value: 'split', label: 'Split view', short: 'Split', icon: Columns2 },
  { value: 'left', label: 'Expand creators', short: 'Creators', icon: PanelLeft },
  { value: 'right', label: 'Expand brands', short: 'Brands', icon: PanelRight },
];

function BenefitGrid({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <IconFeature key={item.title} {...item} layout="row" titleSize="base" />
      ))}
    </ul>
  );
}

function ComparisonPanel({ side, view, title, icon: Icon }: { side: 'creator' | 'brand'; view: View; title: string; icon: LucideIcon }) {
  const own = side === 'creator' ? 'left' : 'right';
  const collapsed = view !== 'split' && view !== own;
  return (
    <div
      data-panel={side}
      data-collapsed={collapsed}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-card border p-5 transition-[flex-grow,opacity] duration-250 ease-out sm:p-6',
        side === 'creator' ? 'border-accent/30 bg-accent-soft/40' : 'border-brand/25 bg-brand-soft/50',
        collapsed ? 'hidden md:flex md:grow-0 md:basis-40 md:opacity-60' : 'grow basis-0',
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-full',
            side === 'creator' ? 'bg-surface text-accent-strong' : 'bg-surface text-brand',
          )}
        >
          <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
        </span>
        <h4 className="text-lg font-semibold text-ink">{title}</h4>
      </div>
      {collapsed ? (
        <p className="text-sm text-ink-muted">Collapsed. Choose “Split view” to compare.</p>
      ) : (
        <dl className="flex flex-col divide-y divide-border/70">
          {COMPARISON.map((row) => (
            <div key={row.topic} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{row.topic}</dt>
              <dd className="text-[15px] text-ink">{row[side]}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** Spec 1 §2: creator/brand benefit tabs (creator by default), a side-by-side comparison with split/left/right, and the actions banner. */
export default function BenefitsSection() {
  const mounted = useMounted();
  const [view, setView] = useState<View>('split');
  return (
    <section aria-labelledby="benefits-title" className="bg-surface-muted pb-16 sm:pb-24" data-ready={mounted ? 'benefits' : undefined}>
      <div className="container-content flex flex-col gap-12">
        <Tabs defaultValue="creator" className="flex flex-col gap-8">
          <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
            <div className="flex max-w-2xl flex-col gap-3">
              <h2 id="benefits-title" className="text-3xl text-ink sm:text-4xl">
                Built for both sides of the deal
              </h2>
              <p className="text-lg leading-relaxed text-ink-muted">
                Trusted by 180,000+ brands and 50,000+ vetted creators. See what changes for you.
              </p>
            </div>
            <TabsList label="Who are you?" className="self-start">
              <TabsTrigger value="creator">
                <UserRound className="size-4" strokeWidth={1.75} aria-hidden="true" />
                For creators
              </TabsTrigger>
              <TabsTrigger value="brand">
                <Building2 className="size-4" strokeWidth={1.75} aria-hidden="true" />
                For brands
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="creator">
            <BenefitGrid items={CREATOR_BENEFITS} />
          </TabsContent>
          <TabsContent value="brand">
            <BenefitGrid items={BRAND_BENEFITS} />
          </TabsContent>
        </Tabs>

        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h3 className="text-2xl text-ink">Creators and brands, compared</h3>
            <fieldset className="inline-flex self-start rounded-control border border-border bg-surface p-1">
              <legend className="sr-only">Comparison view</legend>
              {VIEWS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  aria-pressed={view === option.value}
                  aria-label={option.label}
                  onClick={() => setView(option.value)}
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-[8px] px-3 text-sm font-semibold transition-colors duration-150',
                    view === option.value ? 'bg-brand text-white' : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )}
                >
                  <option.icon className="hidden size-4 sm:block" strokeWidth={1.75} aria-hidden="true" />
                  <span className="sm:hidden">{option.short}</span>
                  <span className="hidden sm:inline">{option.label}</span>
                </button>
              ))}
            </fieldset>
          </div>
          <div className="flex flex-col gap-4 md:flex-row" data-view={view} data-testid="comparison">
            <ComparisonPanel side="creator" view={view} title="For creators" icon={UserRound} />
            <ComparisonPanel side="brand" view={view} title="For brands" icon={Building2} />
          </div>
        </div>

        <div className="relative overflow-hidden rounded-card bg-gradient-to-r from-brand to-[#7c3aed] px-6 py-10 sm:px-10">
          <div aria-hidden="true" className="absolute -right-20 -bottom-24 size-72 rounded-full bg-accent/30 blur-3xl" />
          <div className="relative flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex max-w-xl flex-col gap-2">
              <h3 className="text-2xl text-white sm:text-3xl">Start in 2 minutes. Get paid on approval.</h3>
              <p className="text-[15px] text-violet-100">
                Pick your side. You can browse funded campaigns or brief your first creators today.
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to={paths.creatorRegister.path} className={buttonStyles({ size: 'lg', variant: 'light' })}>
                Get started as a creator
                <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
              </Link>
              <Link to={paths.brandRegister.path} className={buttonStyles({ size: 'lg', variant: 'inverse' })}>
                Join as a brand
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
