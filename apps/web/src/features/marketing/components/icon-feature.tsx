import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface IconFeatureProps {
  icon: LucideIcon;
  title: ReactNode;
  body: ReactNode;
  /** Icon beside the text (lists), or above it (grids of cards). */
  layout?: 'row' | 'stacked';
  /** Plain on the page, a white card, or a translucent card on a dark band. */
  surface?: 'plain' | 'card' | 'dark-card';
  /** A soft brand tile (default) or a solid brand disc. */
  iconTone?: 'soft' | 'solid';
  titleSize?: 'base' | 'lg';
}

const SURFACES = {
  plain: '',
  card: 'rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6',
  'dark-card': 'rounded-card border border-white/10 bg-white/5 p-6',
} as const;

/** One list item of the marketing pages: an icon, a short title and a sentence or two. */
export function IconFeature({
  icon: Icon,
  title,
  body,
  layout = 'stacked',
  surface = 'card',
  iconTone = 'soft',
  titleSize = 'lg',
}: IconFeatureProps) {
  const dark = surface === 'dark-card';
  const text = (
    <>
      <h3 className={cn(titleSize === 'lg' ? 'text-lg' : 'text-base font-semibold', dark ? 'text-white' : 'text-ink')}>{title}</h3>
      <p className={cn('text-[15px] leading-relaxed', dark ? 'text-slate-300' : 'text-ink-muted', layout === 'row' && 'mt-1')}>{body}</p>
    </>
  );
  return (
    <li className={cn(layout === 'row' ? 'flex gap-4' : 'flex flex-col gap-3', SURFACES[surface])}>
      <span
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center',
          iconTone === 'solid'
            ? 'rounded-full bg-brand text-white'
            : dark
              ? 'rounded-card bg-accent/15 text-[#fdba74]'
              : 'rounded-card bg-brand-soft text-brand',
        )}
      >
        <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" />
      </span>
      {layout === 'row' ? <div>{text}</div> : text}
    </li>
  );
}
