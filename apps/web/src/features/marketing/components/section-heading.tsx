import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface SectionHeadingProps {
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Heading id for aria-labelledby on the section. */
  id?: string;
  inverted?: boolean;
}

export function SectionHeading({ eyebrow, title, description, align = 'left', id, inverted = false }: SectionHeadingProps) {
  return (
    <div className={cn('flex max-w-2xl flex-col gap-3', align === 'center' && 'mx-auto items-center text-center')}>
      <p className={cn('text-sm font-semibold tracking-wide uppercase', inverted ? 'text-[#c4b5fd]' : 'text-brand')}>{eyebrow}</p>
      <h2 id={id} className={cn('text-3xl sm:text-4xl', inverted ? 'text-white' : 'text-ink')}>
        {title}
      </h2>
      {description ? <p className={cn('text-lg leading-relaxed', inverted ? 'text-slate-300' : 'text-ink-muted')}>{description}</p> : null}
    </div>
  );
}
