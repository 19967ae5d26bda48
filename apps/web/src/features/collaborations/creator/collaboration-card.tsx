import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One invitation or application in a list: a bordered card named by its heading; `held` edges it in green. */
export function CollaborationCard({ headingId, children, held = false }: { headingId: string; children: ReactNode; held?: boolean }) {
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-card border bg-surface p-4 shadow-xs sm:p-5',
        held ? 'border-success/40' : 'border-border',
      )}
      data-testid="collaboration"
    >
      {children}
    </article>
  );
}
