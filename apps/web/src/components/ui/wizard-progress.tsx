import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

interface WizardProgressProps {
  /** Step names in order, e.g. ['Contact', 'Company', 'Campaign']. */
  steps: readonly string[];
  /** The step on screen, from 1. */
  current: number;
  /** The furthest step reached so far, from 1: markers up to it can be clicked, later ones are disabled. */
  reached: number;
  onStepClick: (step: number) => void;
  /** Names the navigation for screen readers, e.g. "Registration progress". */
  label?: string;
  className?: string;
}

/**
 * Numbered, labelled step markers joined by a bar. Steps already passed show a check; steps not reached yet are
 * disabled. On phones the labels give way to one "Step 2 of 5: Company" line.
 */
export function WizardProgress({ steps, current, reached, onStepClick, label = 'Progress', className }: WizardProgressProps) {
  const total = steps.length;
  const percent = total > 1 ? ((Math.min(current, total) - 1) / (total - 1)) * 100 : 100;
  return (
    <nav aria-label={label} className={cn('flex flex-col gap-3', className)}>
      <div className="relative">
        {/* The bar runs from the centre of the first column to the centre of the last. */}
        <div
          aria-hidden="true"
          className="absolute top-5 h-0.5 -translate-y-1/2 rounded-full bg-border"
          style={{ left: `${50 / total}%`, right: `${50 / total}%` }}
        >
          <div className="h-full rounded-full bg-brand transition-[width] duration-200 ease-out" style={{ width: `${percent}%` }} />
        </div>
        <ol className="relative grid" style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}>
          {steps.map((name, i) => {
            const step = i + 1;
            const isCurrent = step === current;
            const isReachable = step <= reached;
            const isDone = step < reached && !isCurrent;
            const state = isCurrent ? 'current' : isDone ? 'completed' : isReachable ? 'reached' : 'not reached yet';
            return (
              <li key={name} className="flex justify-center">
                <button
                  type="button"
                  disabled={!isReachable}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => onStepClick(step)}
                  className="group flex flex-col items-center gap-1.5 rounded-control p-0 text-center disabled:cursor-not-allowed"
                >
                  {/* Read out as "Step 2: Company (completed)"; the drawn marker is decoration. */}
                  <span className="sr-only">Step {step}:</span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'tabular inline-flex size-10 items-center justify-center rounded-full border-2 text-[15px] font-semibold transition-colors duration-150',
                      isCurrent && 'border-brand bg-brand text-white shadow-[0_0_0_4px_var(--color-brand-soft)]',
                      isDone && 'border-brand bg-brand-soft text-brand group-hover:bg-brand group-hover:text-white',
                      !isCurrent && !isDone && isReachable && 'border-brand bg-surface text-brand',
                      !isReachable && 'border-border bg-surface text-ink-muted',
                    )}
                  >
                    {isDone ? <Check className="size-5" strokeWidth={2.5} /> : step}
                  </span>
                  <span
                    className={cn(
                      'sr-only max-w-28 text-sm leading-tight sm:not-sr-only',
                      isCurrent
                        ? 'font-semibold text-ink'
                        : isReachable
                          ? 'font-medium text-ink-muted group-hover:text-ink'
                          : 'text-ink-muted',
                    )}
                  >
                    {name}
                  </span>
                  <span className="sr-only"> ({state})</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
      <p className="text-sm text-ink-muted sm:hidden" aria-hidden="true">
        Step {current} of {total}: <span className="font-semibold text-ink">{steps[current - 1]}</span>
      </p>
    </nav>
  );
}
