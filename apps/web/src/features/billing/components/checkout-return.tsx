import { PLAN_LABELS } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';
import { onSelfServePlan } from '../plan-choice';

/** How long the page reads the plan again after the checkout before it says the confirmation is late. */
export const CHECKOUT_WAIT_MS = 30_000;
export const CHECKOUT_POLL_MS = 1_500;

/** True while the brand is back from the checkout and its plan has not started yet. */
export const awaitingCheckout = (checkout: string | null, billing: TBrandBilling | undefined) =>
  Boolean(checkout) && billing !== undefined && !onSelfServePlan(billing);

/**
 * Back from the sandbox checkout (`?checkout=`): the payment is confirmed by the provider's signed webhook a moment
 * later, so the page says it is waiting, then that the plan is active, or that the confirmation has not come.
 */
export function CheckoutReturn({ billing, gaveUp }: { billing: TBrandBilling; gaveUp: boolean }) {
  if (onSelfServePlan(billing)) {
    return (
      <Alert tone="success" title="Payment received">
        Your {PLAN_LABELS[billing.plan]} plan is active. The tax invoice is in the list below.
      </Alert>
    );
  }
  if (!gaveUp) {
    return <Alert title="Confirming your payment…">This takes a few seconds. You can stay on this page.</Alert>;
  }
  return (
    <Alert tone="warning" title="No confirmation of the payment yet">
      If you paid, your plan starts here within a few minutes; refresh to check. If the payment failed, choose a plan to try again.
    </Alert>
  );
}
