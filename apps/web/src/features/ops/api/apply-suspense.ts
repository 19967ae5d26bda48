import { useOpsAction } from '../hooks/use-ops-action';
import { opsSuspenseKey, replaceCachedSuspenseItem } from './get-ops-suspense';
import { postSuspenseDecision, type SuspenseActionInput } from './refund-suspense';

/**
 * POST /api/ops/suspense/{id}/apply: the payment funds the checkout it was meant for (escrow, fee and GST), anything
 * above its total is refunded (open → applied). 409 with the reason when it cannot.
 */
export const applySuspense = (input: SuspenseActionInput) => postSuspenseDecision('apply', input);

export const useApplySuspense = () => useOpsAction(applySuspense, { listKey: opsSuspenseKey, replace: replaceCachedSuspenseItem });
