import { Clapperboard, FileText, Search, Wallet } from 'lucide-react';
import { SectionHeading } from '../components/section-heading';
import { StatCounters } from '../components/stat-counter';
import { useMounted } from '../lib/use-mounted';

const STEPS = [
  {
    icon: Search,
    title: 'Pick a funded campaign',
    body: 'Every campaign you see is already paid into escrow, with your price on the card.',
  },
  {
    icon: FileText,
    title: 'Save your script',
    body: 'A template gets you started. Saving the script reserves your price from the escrow.',
  },
  {
    icon: Clapperboard,
    title: 'Upload and get approved',
    body: 'The brand approves or says exactly what to change. At most three rounds.',
  },
  { icon: Wallet, title: 'Post, then withdraw', body: 'Share the post link. When the brand signs off, the money lands in your wallet.' },
] as const;

const STATS = [
  { value: 10000, suffix: '+', label: 'creators earning on Amplio' },
  { value: 2, prefix: '$', suffix: 'M+', label: 'paid out to creators' },
  { value: 500, suffix: '+', label: 'brands with funded campaigns' },
] as const;

export default function CreatorEarnSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="earn-title" className="bg-surface-muted py-16 sm:py-24" data-ready={mounted ? 'earn' : undefined}>
      <div className="container-content flex flex-col gap-12">
        <StatCounters
          stats={STATS}
          className="grid grid-cols-1 gap-6 rounded-card border border-border bg-surface p-6 shadow-soft sm:grid-cols-3"
        />
        <SectionHeading id="earn-title" eyebrow="How you earn" title="From campaign to cash in four steps" />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-card bg-accent-soft text-accent-strong">
                  <step.icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
                </span>
                <span className="tabular text-sm font-semibold text-ink-muted">0{index + 1}</span>
              </div>
              <h3 className="text-lg text-ink">{step.title}</h3>
              <p className="text-[15px] leading-relaxed text-ink-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
