import { Skeleton } from '../../../components/ui/skeleton';

const SLOTS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Six card-shaped placeholders while the first page loads. */
export function CampaignGridSkeleton() {
  return (
    <div role="status" aria-label="Loading campaigns" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {SLOTS.map((slot) => (
        <div key={slot} className="flex flex-col rounded-card border border-border bg-surface">
          <Skeleton className="aspect-[16/9] w-full rounded-t-card rounded-b-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
