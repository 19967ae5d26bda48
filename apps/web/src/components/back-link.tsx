import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** A link up one level ("All campaigns", "Back to campaign"), drawn as a small ghost button. */
export function BackLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        '-ml-2 inline-flex items-center gap-1.5 self-start rounded-control px-2 py-1 text-sm font-semibold text-ink-muted hover:bg-surface hover:text-ink print:hidden',
        className,
      )}
    >
      <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
      {children}
    </Link>
  );
}
