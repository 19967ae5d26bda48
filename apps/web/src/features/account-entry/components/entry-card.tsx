import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EntryCardProps {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's divider (back to sign in, start again). */
  footer?: ReactNode;
}

/** The frame of the verify and reset screens: one form-width card, centred, with the page's only h1. */
export function EntryCard({ icon: Icon, eyebrow, title, intro, children, footer }: EntryCardProps) {
  return (
    <section className="container-content py-8 sm:py-14">
      <div className="relative mx-auto max-w-form overflow-hidden rounded-card border border-border bg-surface p-5 shadow-soft sm:p-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-28 -right-28 size-64 rounded-full bg-gradient-to-br from-brand/10 to-accent/10 blur-2xl"
        />
        <div className="relative flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-card bg-brand-soft text-brand">
              <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
            </span>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
            <h1 className="text-2xl text-ink sm:text-3xl">{title}</h1>
            {intro ? <div className="text-[15px] leading-relaxed text-ink-muted">{intro}</div> : null}
          </div>
          {children}
          {footer ? <div className="flex flex-col gap-2 border-t border-border pt-5 text-[15px] text-ink-muted">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}

export const entryLinkStyles = 'font-semibold text-brand hover:text-brand-hover hover:underline';
