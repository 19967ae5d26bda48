import { ErrorState } from '../../../components/error-state';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useAlerts } from '../api/get-alerts';
import { AlertsPanel } from './alerts-panel';

/** The overview's Alerts card, loading on its own so a slow alert list never holds up the money. */
export function AlertsCard({ className }: { className?: string }) {
  const alerts = useAlerts();
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader title="Alerts" description="What needs you, and what changed." />
      {alerts.isPending ? (
        <div role="status" aria-label="Loading your alerts" className="flex flex-col gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : alerts.isError ? (
        <ErrorState what="your alerts" error={alerts.error} onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />
      ) : (
        <AlertsPanel alerts={alerts.data} />
      )}
    </Card>
  );
}
