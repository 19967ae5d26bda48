import type { TReconciliationAlertResponse } from '@amplio/shared/schemas/ops-books';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOpsAction } from '../hooks/use-ops-action';
import { opsAlertsKey } from './get-reconciliation-alerts';
import { opsBooksKey } from './get-ops-books';

export interface ResolveAlertInput {
  alertId: string;
  note: string;
  idempotencyKey: string;
}

/** POST /api/ops/reconciliation/alerts/{id}/resolve {note}: what the operator checked or did (audited). */
export const resolveAlert = (input: ResolveAlertInput): Promise<TReconciliationAlertResponse> =>
  postOpsAction(`/api/ops/reconciliation/alerts/${encodeURIComponent(input.alertId)}/resolve`, input.idempotencyKey, { note: input.note });

/** Whatever the answer, the alerts and the books' count of open alerts (the banner) are read again. */
export function useResolveAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: opsAlertsKey });
      void client.invalidateQueries({ queryKey: opsBooksKey });
    },
  });
}
