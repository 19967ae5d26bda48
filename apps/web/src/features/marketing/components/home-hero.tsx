import { ArrowRight, BadgeCheck, ShieldCheck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { HeroFloatCard } from './hero-float-card';

const BARS = [38, 52, 44, 68, 60, 82, 74];

/** An illustration built from the product's own parts: a funded campaign and a creator's wallet. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[460px] select-none">
      <div className="absolute -inset-6 rounded-[32px] bg-gradient-to-br from-brand/12 via-transparent to-accent/12 blur-xl" />
      <div className="relative rounded-card border border-border bg-surface p-5 shadow-lift sm:p-6">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-strong">
              GL
            </span>
            <div>
              <p className="text-sm font-semibold text-ink">Glow Labs · Summer serum</p>
              <p className="text-xs text-ink-muted">Instagram Reel · 30–45 s</p>
            </div>
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-1 text-xs font-semibold text-success-strong">
            <ShieldCheck className="size-3.5" strokeWidth={2} />
            Funded
          </span>
        </div>
        <div className="mt-6 flex items-end justify-between gap-4">
          <div>
            <p className="text-xs font-medium text-ink-muted">Your price</p>
            <p className="tabular text-4xl font-semibold tracking-tight text-ink">₹18,500</p>
          </div>
          <div className="flex h-14 items-end gap-1.5">
            {BARS.map((height, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: static decorative bars
                key={index}
                className="w-2.5 rounded-t-sm bg-gradient-to-t from-brand to-[#8b5cf6]"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
        <ol className="mt-6 flex flex-col gap-2.5 border-t border-border pt-5 text-sm">
          <li className="flex items-center gap-2.5 text-ink">
            <BadgeCheck className="size-4 text-success" strokeWidth={2} /> Script approved
          </li>
          <li className="flex items-center gap-2.5 text-ink">
            <BadgeCheck className="size-4 text-success" strokeWidth={2} /> Video approved
          </li>
          <li className="flex items-center gap-2.5 text-ink-muted">
            <span className="inline-block size-4 rounded-full border-2 border-brand/40" /> Post link submitted
          </li>
        </ol>
      </div>
      <HeroFloatCard
        icon={Wallet}
        tone="brand"
        label="Wallet · available"
        value="₹42,750.00"
        badge={<span className="whitespace-nowrap rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand">+ ₹18,500</span>}
        className="ml-auto w-[78%] sm:-mt-6 sm:-mr-4"
      />
    </div>
  );
}

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-soft/60 via-surface to-surface" />
      <div
        aria-hidden="true"
        className="absolute top-[-200px] right-[-160px] -z-10 size-[520px] rounded-full bg-gradient-to-br from-brand/10 to-accent/15 blur-3xl"
      />
      <div className="container-content grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-brand/15 bg-surface/80 px-3 py-1 text-sm font-medium text-brand shadow-xs">
            <ShieldCheck className="size-4" strokeWidth={1.75} aria-hidden="true" />
            Every campaign is funded into escrow first
          </p>
          <h1 id="hero-title" className="text-4xl leading-[1.08] text-ink sm:text-5xl lg:text-6xl">
            Creator content that pays the moment it is approved
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-ink-muted">
            Brands brief and fund campaigns. Creators pick the ones that fit, make the content and get paid into their wallet as soon as the
            brand signs off. No chasing invoices, no guesswork on price.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.creatorRegister.path} className={buttonStyles({ size: 'lg' })}>
              Get started as a creator
              <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </Link>
            <Link to={paths.brandRegister.path} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              Join as a brand
            </Link>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> Sign up in 2 minutes, free for creators
            </li>
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> Brands save 10–20 hours a month
            </li>
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> Withdraw to UPI or bank
            </li>
          </ul>
          <p className="text-sm text-ink-muted">
            Trusted by <strong className="tabular font-semibold text-ink">180,000+</strong> brands and{' '}
            <strong className="tabular font-semibold text-ink">50,000+</strong> vetted creators
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
