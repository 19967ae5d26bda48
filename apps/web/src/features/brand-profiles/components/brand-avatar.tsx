import { cn } from '../../../lib/cn';

/** A brand's logo, or its initial on a soft violet tile when it has none. Decorative: the name sits beside it. */
export function BrandAvatar({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  if (logoUrl)
    return (
      <img src={logoUrl} alt="" className={cn('size-14 shrink-0 rounded-card border border-border bg-surface object-contain', className)} />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-14 shrink-0 items-center justify-center rounded-card bg-brand-soft text-xl font-semibold text-brand',
        className,
      )}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
