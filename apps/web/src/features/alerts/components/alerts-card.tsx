import { QueryStates } from '../../../components/query-states';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useAlerts } from '../api/get-alerts';
import { AlertsPanel } from './alerts-panel';

/** The overview's Alerts card, loading on its own so a slow alert list never holds up the money. */
export function AlertsCard({ className }: { className?: string }) {
  const alerts = useAlerts();
  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader title="Alerts" description="What needs you, and what changed." />
      <QueryStates query={alerts} what="your alerts" loading={['h-14', 'h-14']}>
        {(data) => <AlertsPanel alerts={data} />}
      </QueryStates>
    </Card>
  );
}
