import { Check, type LucideIcon, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { buttonStyles } from './ui/button';

export interface PlaceholderAction {
  label: string;
  to: string;
  variant?: 'primary' | 'secondary';
}

interface PagePlaceholderProps {
  title: string;
  description: string;
  /** What the finished page will offer, in a short checklist. */
  upcoming: readonly string[];
  actions?: readonly PlaceholderAction[];
  icon?: LucideIcon;
  eyebrow?: string;
  /** Extra content above the checklist, e.g. a notice. */
  children?: ReactNode;
  /** Fills the page (public site) or sits inside a dashboard frame. */
  layout?: 'page' | 'panel';
}

/** A tidy "being built" screen that names what will be here. Every link on it goes somewhere real. */
export function PagePlaceholder({
  title,
  description,
  upcoming,
  actions = [],
  icon: Icon = Sparkles,
  eyebrow = 'Coming soon',
  children,
  layout = 'page',
}: PagePlaceholderProps) {
  return (
    <section className={cn(layout === 'page' ? 'container-content py-14 sm:py-20' : 'w-full')}>
      <div
        className={cn(
          'relative overflow-hidden rounded-card border border-border bg-surface p-5 shadow-soft sm:p-10',
          layout === 'page' && 'mx-auto max-w-3xl',
        )}
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-gradient-to-br from-brand/15 to-accent/15 blur-2xl"
        />
        <div className="relative flex flex-col gap-6">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-card bg-brand-soft text-brand">
              <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </span>
            <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent-strong uppercase">
              {eyebrow}
            </span>
          </div>
          <div className="flex flex-col gap-3">
            {layout === 'page' ? (
              <h1 className="text-3xl text-ink sm:text-4xl">{title}</h1>
            ) : (
              // Inside a dashboard the frame's header holds the page's h1.
              <h2 className="text-2xl text-ink sm:text-3xl">{title}</h2>
            )}
            <p className={cn('max-w-2xl leading-relaxed text-ink-muted', layout === 'page' ? 'text-lg' : 'text-base sm:text-lg')}>
              {description}
            </p>
          </div>
          {children}
          <div>
            <p className="text-sm font-semibold text-ink">What you will find here</p>
            <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
              {upcoming.map((item) => (
                <li key={item} className="flex items-start gap-2.5 text-[15px] text-ink-muted">
                  <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-strong">
                    <Check className="size-3.5" strokeWidth={2.5} aria-hidden="true" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          {actions.length > 0 ? (
            <div className="flex flex-col gap-3 sm:flex-row">
              {actions.map((action) => (
                <Link key={action.to} to={action.to} className={buttonStyles({ variant: action.variant ?? 'primary' })}>
                  {action.label}
                </Link>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
