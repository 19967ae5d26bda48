import { ArrowRight, Clapperboard, FileText, Megaphone, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: Megaphone,
    title: 'A brand funds a campaign',
    body: 'The brief, the product and the budget go up front. The money sits in escrow, so creators know it is real.',
  },
  {
    icon: FileText,
    title: 'A creator picks it and writes a script',
    body: 'Creators see a price worked out for their audience. Saving a script reserves that price for them.',
  },
  {
    icon: Clapperboard,
    title: 'The brand reviews the video',
    body: 'Approve it, or ask for changes with a clear reason, up to three times. Everyone sees where things stand.',
  },
  {
    icon: Wallet,
    title: 'The post goes live, the money moves',
    body: 'When the brand marks the work complete, escrow is released to the creator’s wallet, ready to withdraw.',
  },
] as const;

const AUDIENCES = [
  {
    title: 'For creators',
    points: ['Campaigns that match your niche and reach', 'A fair price before you start', 'Paid to UPI or your bank account'],
    link: { label: 'See how creators earn', to: paths.creatorLanding.path },
  },
  {
    title: 'For brands',
    points: ['Verified creators with real audiences', 'Approve every script and video', 'Pay only for work you sign off'],
    link: { label: 'See plans and pricing', to: paths.brandLanding.path },
  },
] as const;

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="bg-surface-muted py-16 sm:py-24">
      <div className="container-content flex flex-col gap-12">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="From brief to payout in four steps"
          description="One shared timeline for both sides, with the money protected at every step."
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-card bg-brand-soft text-brand">
                  <step.icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
                </span>
                <span className="tabular text-sm font-semibold text-ink-muted">0{index + 1}</span>
              </div>
              <h3 className="text-lg text-ink">{step.title}</h3>
              <p className="text-[15px] leading-relaxed text-ink-muted">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="grid gap-4 lg:grid-cols-2">
          {AUDIENCES.map((audience) => (
            <div key={audience.title} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
              <h3 className="text-xl text-ink">{audience.title}</h3>
              <ul className="flex flex-col gap-2 text-[15px] text-ink-muted">
                {audience.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link
                to={audience.link.to}
                className="group inline-flex items-center gap-1.5 self-start font-semibold text-brand hover:text-brand-hover"
              >
                {audience.link.label}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" strokeWidth={1.75} aria-hidden="true" />
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
