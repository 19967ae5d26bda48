import { cn } from '../../lib/cn';

/** A grey placeholder block for content that is loading. Decorative: the loading region says "loading" itself. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-control bg-border/70 motion-reduce:animate-none', className)} />;
}
