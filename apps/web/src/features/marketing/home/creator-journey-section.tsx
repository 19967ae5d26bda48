import { ArrowUpRight, Check, ChevronDown, PartyPopper, Play, RotateCcw, Share2 } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { SectionHeading } from '../components/section-heading';
import { completedCount, isJourneyComplete, type JourneyStep, journeyReducer, STEP_STATUS_LABEL, type StepStatus } from './journey-state';
import { JOURNEY_STEPS } from './journey-steps';
import { shareAchievement } from './share-achievement';
import { useMounted } from '../lib/use-mounted';
import { Reveal } from '../components/reveal';

const BADGE: Record<StepStatus, string> = {
  pending: 'bg-surface-muted text-ink-muted border border-border',
  'in-progress': 'bg-warning-soft text-warning-strong',
  completed: 'bg-success-soft text-success-strong',
};

const BAR: Record<StepStatus, string> = {
  pending: 'bg-ink-subtle',
  'in-progress': 'bg-warning',
  completed: 'bg-success',
};

/** The thin bar under the navbar: how far the reader has scrolled through the journey. Written straight to the DOM. */
function useScrollProgress(section: React.RefObject<HTMLElement | null>, bar: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = section.current;
      const fill = bar.current;
      if (!el || !fill) return;
      const rect = el.getBoundingClientRect();
      const travel = rect.height - window.innerHeight * 0.5;
      const progress = Math.min(1, Math.max(0, (window.innerHeight * 0.5 - rect.top) / Math.max(travel, 1)));
      fill.style.transform = `scaleX(${progress})`;
      fill.dataset.progress = progress.toFixed(2);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [section, bar]);
}

function StepCard({ step, onAction }: { step: JourneyStep; onAction: (action: 'start' | 'complete' | 'toggle-details') => void }) {
  const detailsId = useId();
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      data-status={step.status}
      className={cn(
        'flex flex-col gap-4 rounded-card border bg-surface p-5 shadow-soft transition-colors duration-200 sm:p-6',
        step.status === 'in-progress' ? 'border-warning/50' : 'border-border',
      )}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'tabular inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
            step.status === 'completed' ? 'bg-success text-white' : 'bg-brand-soft text-brand',
          )}
        >
          {step.status === 'completed' ? <Check className="size-5" strokeWidth={2.25} /> : step.id}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h3 id={titleId} className="text-lg text-ink">
              <span className="sr-only">Step {step.id}: </span>
              {step.title}
            </h3>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE[step.status])} data-testid="step-status">
              {STEP_STATUS_LABEL[step.status]}
            </span>
          </div>
          <p className="text-[15px] leading-relaxed text-ink-muted">{step.description}</p>
        </div>
      </div>

      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={`${step.title} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={step.progress}
          className="h-2 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset"
        >
          <div
            className={cn('h-full rounded-full transition-[width] duration-500 ease-out', BAR[step.status])}
            style={{ width: `${step.progress}%` }}
          />
        </div>
        <span className="tabular w-11 text-right text-sm font-semibold text-ink-muted">{step.progress}%</span>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {step.status === 'pending' ? (
          <Button
            size="sm"
            onClick={() => onAction('start')}
            leadingIcon={<Play className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Start Step
          </Button>
        ) : null}
        {step.status === 'in-progress' ? (
          <Button
            size="sm"
            onClick={() => onAction('complete')}
            leadingIcon={<Check className="size-4" strokeWidth={2} aria-hidden="true" />}
          >
            Mark Complete
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={step.showDetails}
          aria-controls={detailsId}
          onClick={() => onAction('toggle-details')}
        >
          {step.showDetails ? 'Hide details' : 'Show details'}
          <ChevronDown
            className={cn('size-4 transition-transform duration-200', step.showDetails && 'rotate-180')}
            strokeWidth={1.75}
            aria-hidden="true"
          />
        </Button>
      </div>

      <div id={detailsId} hidden={!step.showDetails} className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-ink">What to expect</p>
          <ul className="mt-2 flex flex-col gap-1.5 text-[15px] text-ink-muted">
            {step.details.map((detail) => (
              <li key={detail} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                {detail}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold text-ink">Resources</p>
          <ul className="mt-2 flex flex-col gap-1.5">
            {step.resources.map((resource) => (
              <li key={resource.title}>
                <Link
                  to={resource.url}
                  className="inline-flex items-center gap-1 text-[15px] font-semibold text-brand hover:text-brand-hover hover:underline"
                >
                  {resource.title}
                  <ArrowUpRight className="size-4" strokeWidth={1.75} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

function JourneyComplete({ onStartOver }: { onStartOver: () => void }) {
  const [shareState, setShareState] = useState<'idle' | 'copied' | 'manual' | 'shared'>('idle');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const url = `${window.location.origin}${paths.creatorLanding.path}`;
  const share = async () => {
    const outcome = await shareAchievement({
      title: 'I finished the Amplio creator journey',
      text: 'Seven steps from sign-up to my first payout. Join me on Amplio:',
      url,
    });
    if (outcome === 'cancelled') return;
    setShareState(outcome);
    if (outcome === 'copied') {
      const { notify } = await import('../../../components/ui/toaster');
      notify.success('Link copied. Paste it anywhere to share your achievement.');
    }
  };
  return (
    <div
      className="relative overflow-hidden rounded-card border border-success/30 bg-success-soft/60 p-6 sm:p-8"
      data-testid="journey-complete"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-success text-white">
            <PartyPopper className="size-6" strokeWidth={1.75} aria-hidden="true" />
          </span>
          <div>
            <h3 ref={headingRef} tabIndex={-1} className="text-2xl text-ink outline-none">
              Journey Complete
            </h3>
            <p className="mt-1 text-[15px] text-ink-muted">
              All seven steps done. You know the whole path from sign-up to your first payout.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            onClick={onStartOver}
            leadingIcon={<RotateCcw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Start Over
          </Button>
          <Button onClick={share} leadingIcon={<Share2 className="size-4" strokeWidth={1.75} aria-hidden="true" />}>
            Share Your Achievement
          </Button>
        </div>
      </div>
      <div role="status" className="mt-4 text-sm text-ink">
        {shareState === 'copied' ? 'Link copied to your clipboard.' : null}
        {shareState === 'shared' ? 'Thanks for sharing!' : null}
        {shareState === 'manual' ? (
          <label className="flex flex-col gap-1.5">
            <span>Copy this link to share it:</span>
            <input
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 rounded-control border border-border bg-surface px-3 text-ink"
            />
          </label>
        ) : null}
      </div>
    </div>
  );
}

/** Spec 1 §2/§4: seven step cards, a top scroll-progress bar, and the Journey Complete panel. */
export default function CreatorJourneySection() {
  const mounted = useMounted();
  const [steps, dispatch] = useReducer(journeyReducer, JOURNEY_STEPS as JourneyStep[]);
  const sectionRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useScrollProgress(sectionRef, barRef);
  const done = completedCount(steps);
  const complete = isJourneyComplete(steps);

  const startOver = () => {
    dispatch({ type: 'reset' });
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sectionRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    const heading = sectionRef.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby="journey-title"
      className="relative bg-surface-muted pb-16 sm:pb-24"
      data-ready={mounted ? 'journey' : undefined}
    >
      <div className="sticky top-16 z-10 h-1 w-full bg-brand-soft">
        <div
          ref={barRef}
          data-testid="journey-scroll-progress"
          className="h-full origin-left bg-gradient-to-r from-brand to-accent"
          style={{ transform: 'scaleX(0)' }}
        />
      </div>
      <div className="container-content flex flex-col gap-10 pt-14 sm:pt-20">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <Reveal>
            <SectionHeading
              id="journey-title"
              eyebrow="How it works"
              title="Your creator journey, in seven steps"
              description="Walk through it here: start a step, mark it complete, and see what each one involves. Nothing is saved; it is a preview of the real thing."
            />
          </Reveal>
          <div className="flex min-w-60 flex-col gap-2 rounded-card border border-border bg-surface p-4">
            <p className="text-sm text-ink-muted">
              <span className="tabular text-2xl font-semibold text-ink" data-testid="journey-count">
                {done}
              </span>{' '}
              of {steps.length} steps completed
            </p>
            <div className="h-2 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset" aria-hidden="true">
              <div
                className="h-full rounded-full bg-brand transition-[width] duration-500 ease-out"
                style={{ width: `${(done / steps.length) * 100}%` }}
              />
            </div>
          </div>
        </div>
        <ol className="grid gap-4 lg:grid-cols-2">
          {steps.map((step) => (
            <StepCard key={step.id} step={step} onAction={(type) => dispatch({ type, id: step.id })} />
          ))}
        </ol>
        {complete ? <JourneyComplete onStartOver={startOver} /> : null}
      </div>
    </section>
  );
}
