import { ArrowRight, BadgeCheck, IndianRupee, ShieldCheck, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { HeroFloatCard } from '../components/hero-float-card';
import { SignedOutNotice } from '../components/signed-out-notice';

function EarningsCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[440px] select-none">
      <div className="absolute -inset-6 rounded-[32px] bg-gradient-to-br from-accent/15 via-transparent to-brand/12 blur-xl" />
      <div className="relative rounded-card border border-border bg-surface p-5 shadow-lift sm:p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-control bg-brand-soft text-brand">
            <Wallet className="size-5" strokeWidth={1.75} />
          </span>
          <div className="flex-1">
            <p className="text-xs font-medium text-ink-muted">Wallet · available to withdraw</p>
            <p className="tabular text-3xl font-semibold tracking-tight text-ink">₹64,250.00</p>
          </div>
        </div>
        <ul className="mt-5 flex flex-col divide-y divide-border border-t border-border text-sm">
          {[
            ['Glow Labs · Reel', '+ ₹18,500', 'Released'],
            ['Volt Audio · Short', '+ ₹12,000', 'Released'],
            ['Withdrawal to UPI', '− ₹25,000', 'Sent'],
          ].map(([label, amount, state]) => (
            <li key={label} className="flex items-center justify-between gap-3 py-3">
              <span className="text-ink">{label}</span>
              <span className="flex items-center gap-2">
                <span className="tabular font-semibold text-ink">{amount}</span>
                <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success-strong">{state}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <HeroFloatCard
        icon={IndianRupee}
        tone="accent"
        label="Your price · Spice Route"
        value="₹14,800"
        badge={
          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-1 text-xs font-semibold text-success-strong">
            <ShieldCheck className="size-3.5" strokeWidth={2} /> Funded
          </span>
        }
        className="mr-auto w-[80%] sm:-mt-6 sm:-ml-4"
      />
    </div>
  );
}

/** The creator landing's hero (spec 1 §2: its call to action goes to /signup). */
export function CreatorHero() {
  return (
    <section aria-labelledby="creator-hero-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-accent-soft/50 via-surface to-surface" />
      <div className="container-content grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <SignedOutNotice />
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-accent/25 bg-surface/80 px-3 py-1 text-sm font-medium text-accent-strong">
            For influencers and creators
          </p>
          <h1 id="creator-hero-title" className="text-4xl leading-[1.08] text-ink sm:text-5xl lg:text-6xl">
            Get paid for the content you love making
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-ink-muted">
            Pick funded campaigns, get a price worked out from your real audience, and withdraw to UPI or your bank as soon as the brand
            approves. Join 10,000+ creators who have earned over $2M (USD) on Amplio.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.signup.path} className={buttonStyles({ size: 'lg' })}>
              Start earning
              <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </Link>
            <Link to={paths.creatorLogin.path} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
              Sign in as a creator
            </Link>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> Free to join
            </li>
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> Money in escrow before you start
            </li>
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-success" strokeWidth={2} aria-hidden="true" /> Withdraw from ₹100
            </li>
          </ul>
        </div>
        <EarningsCard />
      </div>
    </section>
  );
}
