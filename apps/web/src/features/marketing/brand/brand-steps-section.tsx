import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';

/** Spec 1 §1: the five-step flow. */
const STEPS = [
  { title: 'Create your brand profile', body: 'Add your company, industry and what you want creators to know. About 2 minutes.' },
  { title: 'Define a campaign', body: 'Set the goal, platforms, deliverables, timeline and budget, then fund it into escrow.' },
  { title: 'Discover and connect with creators', body: 'Search and invite creators, or let matching creators find your funded campaign.' },
  { title: 'Collaborate and approve content', body: 'Review each script, video and post. Approve it, or explain what to change.' },
  { title: 'Measure and optimise', body: 'Track reach and engagement per post, then put more budget behind what works.' },
] as const;

export default function BrandStepsSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="brand-steps-title" className="bg-surface-muted py-16 sm:py-24" data-ready={mounted ? 'steps' : undefined}>
      <div className="container-content flex flex-col gap-12">
        <SectionHeading id="brand-steps-title" eyebrow="How it works" title="Your first campaign in five steps" />
        <ol className="grid gap-4 md:grid-cols-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-soft">
              <span className="tabular inline-flex size-9 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white">
                {index + 1}
              </span>
              <h3 className="text-base font-semibold text-ink">{step.title}</h3>
              <p className="text-[15px] leading-relaxed text-ink-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
