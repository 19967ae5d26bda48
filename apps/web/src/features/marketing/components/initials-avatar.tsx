import { cn } from '../../../lib/cn';

const TONES = [
  'bg-brand-soft text-brand',
  'bg-accent-soft text-accent-strong',
  'bg-success-soft text-success-strong',
  'bg-info-soft text-info-strong',
  'bg-warning-soft text-warning-strong',
] as const;

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .join('')
    .slice(0, 2);

/** A person as their initials on a soft tint (no stock photos). Decorative: the name is always written nearby. */
export function InitialsAvatar({ name, size = 'md', tone }: { name: string; size?: 'sm' | 'md' | 'lg'; tone?: number }) {
  const index = tone ?? [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % TONES.length;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
        TONES[index % TONES.length],
        size === 'sm' && 'size-9 text-xs',
        size === 'md' && 'size-11 text-sm',
        size === 'lg' && 'size-16 text-lg',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
