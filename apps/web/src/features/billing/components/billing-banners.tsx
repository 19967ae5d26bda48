import { PLAN_LABELS } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';
import { formatDay } from '../../../lib/format-date';

/** The billing page's warnings: a failed renewal being retried, a plan ending at the period's end, a plan that has ended. */
export function BillingBanners({ billing }: { billing: TBrandBilling }) {
  if (billing.status === 'past_due') {
    return (
      <Alert tone="warning" title="Your renewal payment did not go through">
        {billing.retry_at
          ? `We will try your payment method again on ${formatDay(billing.retry_at)}, and e-mail you each time.`
          : 'We will try your payment method again and e-mail you each time.'}{' '}
        Your {PLAN_LABELS[billing.plan]} plan keeps working meanwhile. If the last try fails, the plan ends and new campaigns cannot be
        published; running ones carry on.
      </Alert>
    );
  }
  if (billing.cancel_at_period_end && billing.status === 'active' && billing.current_period_end) {
    return (
      <Alert tone="info" title={`Your plan ends on ${formatDay(billing.current_period_end)}`}>
        You cancelled your {PLAN_LABELS[billing.plan]} plan. Nothing more will be charged. Until {formatDay(billing.current_period_end)}{' '}
        everything works as now, and you can resume the plan below.
      </Alert>
    );
  }
  if (billing.status === 'lapsed' || billing.status === 'canceled') {
    const trialEnded = billing.status === 'lapsed' && billing.current_period_end === null;
    return (
      <Alert tone="warning" title={trialEnded ? 'Your free trial has ended' : 'Your plan has ended'}>
        New campaigns cannot be published until you choose a plan. Campaigns already running carry on to their end, and creators are paid
        for approved work as usual.
      </Alert>
    );
  }
  return null;
}
