import { OPS_CONSOLE_MESSAGES } from '@amplio/shared/constants/ops-console';
import type { TOpsReport } from '@amplio/shared/schemas/conversations';
import { CheckCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useResolveReport } from '../api/resolve-report';

/** "Mark resolved": the report leaves the open queue; `onResolved` decides where focus goes next. */
export function ResolveReportButton({ report, onResolved }: { report: TOpsReport; onResolved?: () => void }) {
  const resolve = useResolveReport();
  const run = () =>
    resolve.mutate(report.id, {
      onSuccess: () => {
        notify.success('Report marked resolved.');
        onResolved?.();
      },
      onError: (error) => notify.error(isApiError(error) && !error.noResponse ? error.message : OPS_CONSOLE_MESSAGES.actionFailed),
    });
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={resolve.isPending}
      loadingLabel="Marking resolved"
      onClick={run}
      aria-label={`Mark resolved: report about ${report.creator_name} and ${report.brand_name}`}
      leadingIcon={<CheckCheck className="size-4" strokeWidth={1.75} aria-hidden="true" />}
    >
      Mark resolved
    </Button>
  );
}
