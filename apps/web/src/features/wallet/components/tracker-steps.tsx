import type { TTrackerStep } from '@amplio/shared/schemas/wallet';
import { Check, Clock3, Undo2, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';

const STATE_WORDS: Record<TTrackerStep['state'], string> = {
  done: 'done',
  current: 'up next',
  upcoming: 'still to come',
  failed: 'failed',
};

/** Money going back to the campaign is not a failure of the creator's payment: it reads as a return, in grey. */
const isReturn = (step: Pick<TTrackerStep, 'key'>) => step.key === 'refunded';

function StepMark({ state, returned }: { state: TTrackerStep['state']; returned: boolean }) {
  const base = 'relative z-10 inline-flex size-8 shrink-0 items-center justify-center rounded-full';
  if (returned)
    return (
      <span aria-hidden="true" className={cn(base, 'bg-ink-muted text-white')}>
        <Undo2 className="size-4" strokeWidth={2.25} />
      </span>
    );
  if (state === 'done')
    return (
      <span aria-hidden="true" className={cn(base, 'bg-success text-white')}>
        <Check className="size-4" strokeWidth={2.5} />
      </span>
    );
  if (state === 'failed')
    return (
      <span aria-hidden="true" className={cn(base, 'bg-danger text-white')}>
        <X className="size-4" strokeWidth={2.5} />
      </span>
    );
  if (state === 'current')
    return (
      <span aria-hidden="true" className={cn(base, 'bg-brand-soft text-brand ring-2 ring-brand')}>
        <Clock3 className="size-4" strokeWidth={2} />
      </span>
    );
  return <span aria-hidden="true" className={cn(base, 'border-2 border-dashed border-ink-subtle bg-surface')} />;
}

/** Under a step: when it happened, or what it is waiting for. */
function stepWhen(step: TTrackerStep): string {
  if (step.at) return formatDateTime(step.at);
  if (step.state === 'current') return 'Up next';
  if (step.state === 'failed') return isReturn(step) ? 'Returned' : 'Failed';
  return 'Not yet';
}

/**
 * A timeline of steps: down the card when it is narrow (a phone: easy to read with a thumb), across it from 32rem
 * of its container's width (the caller marks the container).
 * Done steps are green with a tick, the next one is ringed in violet, a failure is red, money returned is grey.
 */
export function TrackerSteps({ steps, label }: { steps: readonly TTrackerStep[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col @lg:flex-row">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="relative flex min-w-0 gap-3 pb-5 last:pb-0 @lg:flex-1 @lg:flex-col @lg:gap-2 @lg:pr-3 @lg:pb-0"
            data-state={step.state}
            data-testid="tracker-step"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-[15px] w-0.5 @lg:top-[15px] @lg:right-0 @lg:bottom-auto @lg:left-8 @lg:h-0.5 @lg:w-auto',
                  step.state === 'done' ? 'bg-success' : 'bg-border',
                )}
              />
            )}
            <StepMark state={step.state} returned={isReturn(step)} />
            <div className="flex min-w-0 flex-col gap-0.5 pt-1 @lg:pt-0">
              <p
                className={cn(
                  'text-[15px] leading-snug font-semibold',
                  step.state === 'upcoming' || isReturn(step) ? 'text-ink-muted' : step.state === 'failed' ? 'text-danger' : 'text-ink',
                )}
              >
                {step.label}
                <span className="sr-only"> ({isReturn(step) ? 'returned' : STATE_WORDS[step.state]})</span>
              </p>
              <p className={cn('tabular text-sm', step.state === 'current' ? 'font-medium text-brand' : 'text-ink-muted')}>
                {stepWhen(step)}
              </p>
              {step.note ? <p className="text-sm break-words text-ink-muted">{step.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
