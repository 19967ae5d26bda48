import { cn } from '../lib/cn';

/** The Amplio mark and word. Decorative mark; the word is the accessible name. */
export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#6D28D9" />
        <path d="M9 23 16 8l7 15" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="23" cy="23" r="3" fill="#F97362" />
      </svg>
      <span className={cn('text-xl font-semibold tracking-tight', inverted ? 'text-white' : 'text-ink')}>Amplio</span>
    </span>
  );
}
