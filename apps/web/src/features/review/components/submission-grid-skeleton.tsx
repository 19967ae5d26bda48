import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';

const SLOTS = ['a', 'b', 'c', 'd'];

/** Spec 3 §2.4: 'Loading submissions...', over four card-shaped placeholders. */
export function SubmissionGridSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="size-4" />
        {M.loading}
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        {SLOTS.map((slot) => (
          <div key={slot} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
            <Skeleton className="h-24 w-full" />
            <div className="flex gap-2">
              <Skeleton className="h-9 w-28" />
              <Skeleton className="h-9 w-28" />
            </div>
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
