import { ArrowRight, BadgeCheck, CircleCheck, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { InitialsAvatar } from '../components/initials-avatar';
import { SignedOutNotice } from '../components/signed-out-notice';

const REVIEW_QUEUE = [
  { name: 'Priya Nair', item: 'Reel · Summer serum', state: 'Approved', tone: 'bg-success-soft text-success-strong' },
  { name: 'Kabir Shah', item: 'Short · Earbuds unboxing', state: 'In review', tone: 'bg-warning-soft text-warning-strong' },
  { name: 'Ananya Iyer', item: 'Post · Festive recipe', state: 'Script ready', tone: 'bg-info-soft text-info-strong' },
] as const;

function CampaignPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[480px] select-none">
      <div className="absolute -inset-6 rounded-[32px] bg-gradient-to-br from-brand/12 via-transparent to-accent/12 blur-xl" />
      <div className="relative rounded-card border border-border bg-surface p-5 shadow-lift sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-medium text-ink-muted">Campaign · Monsoon launch</p>
            <p className="tabular mt-1 text-3xl font-semibold tracking-tight text-ink">₹9,85,000</p>
            <p className="text-xs text-ink-muted">held in escrow</p>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-1 text-xs font-semibold text-success-strong">
            <ShieldCheck className="size-3.5" strokeWidth={2} />
            Funded
          </span>
        </div>
        <div className="mt-5 grid grid-cols-3 gap-2 text-center">
          {[
            ['18', 'creators'],
            ['1.2M', 'reach'],
            ['7.9%', 'engagement'],
          ].map(([value, label]) => (
            <div key={label} className="rounded-control bg-surface-muted px-2 py-3">
              <p className="tabular text-lg font-semibold text-ink">{value}</p>
              <p className="text-xs text-ink-muted">{label}</p>
            </div>
          ))}
        </div>
        <ul className="mt-5 flex flex-col divide-y divide-border border-t border-border">
          {REVIEW_QUEUE.map((row) => (
            <li key={row.name} className="flex items-center gap-3 py-3">
              <InitialsAvatar name={row.name} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-ink">{row.name}</p>
                <p className="truncate text-xs text-ink-muted">{row.item}</p>
              </div>
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${row.tone}`}>{row.state}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Spec 1 §1 "Brand landing page": sign-up, a 14-day free trial with no credit card, cancel anytime. */
export function BrandHero() {
  return (
    <section aria-labelledby="brand-hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-soft/60 via-surface to-surface" />
      <div className="container-content grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <SignedOutNotice />
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-brand/15 bg-surface/80 px-3 py-1 text-sm font-medium text-brand">
            <Star className="size-4" strokeWidth={1.75} aria-hidden="true" />
            For brands and agencies
          </p>
          <h1 id="brand-hero-title" className="text-4xl leading-[1.08] text-ink sm:text-5xl lg:text-6xl">
            Creator campaigns you only pay for when you approve
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-ink-muted">
            Find vetted creators, brief them in minutes and review every script, video and post. Your budget sits in escrow and is released
            only for work you sign off.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.brandRegister.path} className={buttonStyles({ size: 'lg' })}>
              Start Your Campaign
              <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </Link>
            <Link to={`${paths.brandLanding.path}#pricing`} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
              See pricing
            </Link>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            <li className="flex items-center gap-2">
              <CircleCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> 14-day free trial
            </li>
            <li className="flex items-center gap-2">
              <CircleCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> No credit card needed
            </li>
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> Cancel anytime
            </li>
          </ul>
        </div>
        <CampaignPreview />
      </div>
    </section>
  );
}
