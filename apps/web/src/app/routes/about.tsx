import { ArrowRight, Building2, Scale, ShieldCheck, Sparkles, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { homeAnchors, paths } from '../../config/paths';
import { IconFeature } from '../../features/marketing/components/icon-feature';

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Money first, then work',
    body: 'Every campaign is funded into escrow before a creator starts. Nobody works on a promise.',
  },
  {
    icon: Scale,
    title: 'Fair on both sides',
    body: 'Prices follow a creator’s real audience. Brands approve before payment; creators get clear reasons, not silence.',
  },
  {
    icon: Sparkles,
    title: 'Less admin, more content',
    body: 'Briefs, scripts, reviews and payouts live in one place, so both sides spend their time on the work itself.',
  },
] as const;

const DOORS = [
  {
    icon: UserRound,
    label: 'I’m a creator',
    body: 'Find funded campaigns, get a fair price and withdraw your earnings.',
    to: paths.creatorLanding.path,
  },
  {
    icon: Building2,
    label: 'I’m a brand',
    body: 'Brief creators, review their content and pay only for what you approve.',
    to: paths.brandLanding.path,
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft/60 to-surface">
        <div className="container-content flex flex-col gap-5 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">About Amplio</p>
          <h1 className="max-w-3xl text-4xl text-ink sm:text-5xl">We make brand deals feel safe for the people making the content</h1>
          <p className="max-w-2xl text-lg leading-relaxed text-ink-muted">
            Amplio is a marketplace where brands pay creators for content, and escrow protects both sides. We started it after watching
            talented creators wait months for invoices and brands pay for posts that never went live.
          </p>
          <dl className="mt-4 grid max-w-2xl grid-cols-3 gap-4">
            {[
              ['500+', 'brands'],
              ['10,000+', 'creators'],
              ['$2M+', 'paid to creators (USD)'],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col gap-0.5">
                <dt className="order-2 text-sm text-ink-muted">{label}</dt>
                <dd className="tabular order-1 text-3xl font-semibold tracking-tight text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-title" className="container-content py-14 sm:py-20">
        <h2 id="values-title" className="text-3xl text-ink">
          What we believe
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {VALUES.map((value) => (
            <IconFeature key={value.title} {...value} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="doors-title" className="bg-surface-muted py-14 sm:py-20">
        <div className="container-content">
          <h2 id="doors-title" className="text-3xl text-ink">
            Where would you like to start?
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {DOORS.map((door) => (
              <li key={door.to}>
                <Link
                  to={door.to}
                  className="group flex h-full items-start gap-4 rounded-card border border-border bg-surface p-5 shadow-soft transition-colors hover:border-brand/40 sm:p-6"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-card bg-accent-soft text-accent-strong">
                    <door.icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
                  </span>
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="text-lg font-semibold text-ink">{door.label}</span>
                    <span className="text-[15px] text-ink-muted">{door.body}</span>
                  </span>
                  <ArrowRight
                    className="mt-1 size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5 group-hover:text-brand"
                    strokeWidth={1.75}
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-[15px] text-ink-muted">
            Have a question first? Read the{' '}
            <Link to={homeAnchors.faq} className="font-semibold text-brand underline-offset-4 hover:underline">
              frequently asked questions
            </Link>{' '}
            or{' '}
            <Link to={homeAnchors.contact} className="font-semibold text-brand underline-offset-4 hover:underline">
              get in touch
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
