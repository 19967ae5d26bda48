import { Skeleton } from '../../../components/ui/skeleton';

export function CampaignFormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form" className="flex flex-col gap-5">
      {[0, 1, 2].map((card) => (
        <div key={card} className="flex flex-col gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
          <Skeleton className="h-24" />
        </div>
      ))}
    </div>
  );
}
