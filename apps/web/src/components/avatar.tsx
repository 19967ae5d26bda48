import { useState } from 'react';
import { cn } from '../lib/cn';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * A person's photo or a brand's logo, or their initials on the brand tint when there is none (or it fails to load).
 * Decorative: the name is always written beside it. Size and text size come from `className` (40 px by default).
 */
export function Avatar({ name, src, className = 'size-10 text-sm' }: { name: string; src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} className={cn('shrink-0 rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand', className)}
    >
      {initialsOf(name)}
    </span>
  );
}
