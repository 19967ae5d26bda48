import { DEFAULT_PLAN_INR_MONTHLY } from '@amplio/shared/constants/billing';
import { ArrowRight, BadgeCheck, Layers, LineChart, ShieldCheck, Users, Wallet, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { formatRupees } from '../../lib/format-money';
import { FaqList } from '../../features/marketing/components/faq-list';
import { PageSubnav } from '../../features/marketing/components/page-subnav';
import { SectionHeading } from '../../features/marketing/components/section-heading';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { IconFeature } from '../../features/marketing/components/icon-feature';

const here = paths.mainPageCopy.path;

/** Spec 1 §2 "Alternate main page": Features, Pricing, Testimonials, FAQ, Login and Sign Up (wired here, not placeholders). */
const LINKS = [
  { label: 'Features', to: `${here}#features` },
  { label: 'Pricing', to: `${here}#pricing` },
  { label: 'Testimonials', to: `${here}#testimonials` },
  { label: 'FAQ', to: `${here}#faq` },
  { label: 'Login', to: paths.creatorLogin.path },
] as const;

const FEATURES = [
  {
    icon: ShieldCheck,
    title: 'Escrow on every campaign',
    body: 'Brands fund up front; creators see the money is there before they start.',
  },
  { icon: Users, title: 'Vetted creators', body: 'Identity, audience and content quality are checked before anyone joins a campaign.' },
  { icon: Zap, title: 'Briefs in minutes', body: 'A guided brief covers goals, deliverables, timeline and usage rights.' },
  { icon: Layers, title: 'One review flow', body: 'Scripts, videos and post links are approved in one place, with reasons on record.' },
  { icon: LineChart, title: 'Results you can compare', body: 'Views, engagement and cost per result for every creator and campaign.' },
  { icon: Wallet, title: 'Fast payouts', body: 'Approved work is paid to the creator’s wallet at once, withdrawable to UPI or bank.' },
] as const;

const FAQ = [
  {
    question: 'Is this the same Amplio?',
    answer: 'Yes. This page is another take on our home page; everything links to the same product.',
  },
  {
    question: 'How much does it cost?',
    answer: `Creators join free. Brand plans start at $499 (USD) a month, charged in India as ${formatRupees(DEFAULT_PLAN_INR_MONTHLY.starter)} + 18% GST, after a 14-day free trial with no credit card.`,
  },
  {
    question: 'How fast do creators get paid?',
    answer: 'The moment a brand approves the work, the money moves from escrow to the creator’s wallet.',
  },
] as const;

export default function MainPageCopyPage() {
  return (
    <>
      <PageSubnav label="Page sections" links={LINKS} cta={{ label: 'Sign Up', to: paths.signup.path }} />
      <section aria-labelledby="copy-hero-title" className="bg-gradient-to-br from-brand-soft/70 via-surface to-accent-soft/40">
        <div className="container-content flex flex-col items-center gap-6 py-16 text-center sm:py-24">
          <p className="rounded-full border border-brand/15 bg-surface px-3 py-1 text-sm font-medium text-brand">
            Creator marketing, settled up front
          </p>
          <h1 id="copy-hero-title" className="max-w-3xl text-4xl leading-[1.08] text-ink sm:text-6xl">
            Run creator campaigns where everyone knows they will be paid
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-ink-muted">
            Amplio brings briefs, reviews and payments together, with escrow protecting brands and creators alike.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.signup.path} className={buttonStyles({ size: 'lg' })}>
              Sign up free
              <ArrowRight className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </Link>
            <Link to={paths.home.path} className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
              Go to the main page
            </Link>
          </div>
        </div>
      </section>

      <section id="features" aria-labelledby="copy-features-title" className="scroll-mt-32 py-16 sm:py-24">
        <div className="container-content flex flex-col gap-12">
          <SectionHeading id="copy-features-title" eyebrow="Features" title="What you get" align="center" />
          <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <IconFeature key={feature.title} {...feature} layout="row" surface="plain" iconTone="solid" />
            ))}
          </ul>
        </div>
      </section>

      <section id="pricing" aria-labelledby="copy-pricing-title" className="scroll-mt-32 bg-surface-muted py-16 sm:py-20">
        <div className="container-content flex flex-col items-center gap-6 text-center">
          <SectionHeading id="copy-pricing-title" eyebrow="Pricing" title="Simple plans for brands, free for creators" align="center" />
          <p className="tabular text-lg text-ink">
            Starter <strong>$499</strong> USD/month · Growth <strong>$999</strong> USD/month · Enterprise <strong>custom</strong>
          </p>
          <p className="tabular text-sm text-ink-muted">
            Charged in India as {formatRupees(DEFAULT_PLAN_INR_MONTHLY.starter)} (Starter) and{' '}
            {formatRupees(DEFAULT_PLAN_INR_MONTHLY.growth)} (Growth) a month + 18% GST.
          </p>
          <Link to={`${paths.brandLanding.path}#pricing`} className={buttonStyles({ variant: 'secondary' })}>
            Compare plans
          </Link>
        </div>
      </section>

      <section id="testimonials" aria-labelledby="copy-testimonials-title" className="scroll-mt-32 py-16 sm:py-24">
        <div className="container-content flex flex-col gap-10">
          <SectionHeading id="copy-testimonials-title" eyebrow="Testimonials" title="Heard from our pilot" align="center" />
          <div className="grid gap-4 md:grid-cols-2">
            {[
              ['“We paid for exactly the videos we approved. Nothing more, nothing to chase.”', 'Meera Kapoor, Glow Labs'],
              ['“Seeing the budget in escrow before filming changed which brands I say yes to.”', 'Arjun Rao, tech creator'],
            ].map(([quote, who]) => (
              <figure key={who} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-soft">
                <BadgeCheck className="size-6 text-brand" strokeWidth={1.75} aria-hidden="true" />
                <blockquote className="text-lg leading-relaxed text-ink">{quote}</blockquote>
                <figcaption className="text-sm font-semibold text-ink-muted">{who}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section id="faq" aria-labelledby="copy-faq-title" className="scroll-mt-32 bg-surface-muted py-16 sm:py-24">
        <div className="container-content grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeading id="copy-faq-title" eyebrow="FAQ" title="Quick answers" />
          <FaqList items={FAQ} name="copy-faq" />
        </div>
      </section>

      <section aria-labelledby="copy-cta-title" className="py-16 sm:py-24">
        <div className="container-content grid gap-8 rounded-card border border-border bg-surface p-6 shadow-soft sm:p-10 lg:grid-cols-2 lg:items-center">
          <div className="flex flex-col gap-3">
            <h2 id="copy-cta-title" className="text-3xl text-ink">
              Start today, or hear from us once a week
            </h2>
            <p className="text-[15px] text-ink-muted">
              Sign-up takes about 2 minutes. Not ready? Get one short letter a week about creator marketing.
            </p>
            <Link to={paths.signup.path} className={`${buttonStyles({ size: 'lg' })} self-start`}>
              Sign Up
            </Link>
          </div>
          <NewsletterForm tone="light" />
        </div>
      </section>
    </>
  );
}
