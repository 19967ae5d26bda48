import type { TReconciliationRunResponse } from '@amplio/shared/schemas/ops-books';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postOpsAction } from '../hooks/use-ops-action';
import { opsAlertsKey } from './get-reconciliation-alerts';
import { opsBooksKey } from './get-ops-books';

/** POST /api/ops/reconciliation/run: checks the ledger and every provider record now (it also runs hourly). */
export const runReconciliation = (input: { idempotencyKey: string }): Promise<TReconciliationRunResponse> =>
  postOpsAction('/api/ops/reconciliation/run', input.idempotencyKey, {});

/** Whatever the answer, the books (last run, open alerts) and the alerts list are read again. */
export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: opsBooksKey });
      void client.invalidateQueries({ queryKey: opsAlertsKey });
    },
  });
}
