import { PLAN_LABELS } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import type { ReactNode } from 'react';
import { TestModeLabel } from '../../../components/test-mode-label';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDay } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { onSelfServePlan } from '../plan-choice';
import { daysLeftText, trialDaysLeft } from '../trial-days';
import { CancelPlanButton, ResumePlanButton } from './plan-actions';

const STATUS: Record<TBrandBilling['status'], { label: string; tone: BadgeTone }> = {
  trialing: { label: 'Trial', tone: 'brand' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Payment due', tone: 'warning' },
  canceled: { label: 'Cancelled', tone: 'neutral' },
  lapsed: { label: 'Ended', tone: 'danger' },
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** "₹41,999 + ₹7,559.82 GST = ₹49,558.82 on 27 Dec 2026". */
function NextCharge({ charge }: { charge: NonNullable<TBrandBilling['next_charge']> }) {
  return (
    <span className="tabular">
      {formatRupees(charge.amount)} + {formatRupees(charge.gst)} GST ={' '}
      <strong className="font-semibold">{formatRupees(charge.total)}</strong>
      <span className="text-ink-muted"> on {formatDay(charge.at)}</span>
    </span>
  );
}

function periodTerm(billing: TBrandBilling) {
  if (billing.cancel_at_period_end || billing.status === 'canceled') return 'Ends';
  if (billing.status === 'lapsed') return 'Ended';
  return 'Renews';
}

/**
 * The plan, its status, the trial's or period's end, the next charge with its GST, the payment method, and the
 * active campaigns against the plan's limit; Cancel or Resume for a running Starter or Growth plan.
 */
export function PlanStatusSection({ billing }: { billing: TBrandBilling }) {
  const status = STATUS[billing.status];
  const days = trialDaysLeft(billing.trial_ends_at);
  const limit = billing.campaign_limit;
  const selfServe = onSelfServePlan(billing);
  return (
    <Card>
      <CardHeader
        title="Your plan"
        description="Campaigns that are upcoming or active count against your plan. Paused, completed and draft ones do not."
        actions={<Badge tone={status.tone}>{status.label}</Badge>}
      />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Plan">
          {billing.plan === 'trial' ? 'Free trial (Growth limits)' : PLAN_LABELS[billing.plan]}
          {billing.pending_plan ? (
            <span className="block text-sm text-ink-muted">
              Moves to {PLAN_LABELS[billing.pending_plan]} on {formatDay(billing.current_period_end)}
            </span>
          ) : null}
        </Fact>
        {billing.plan === 'trial' && billing.trial_ends_at ? (
          <Fact term={billing.status === 'trialing' ? 'Trial ends' : 'Trial ended'}>
            {formatDay(billing.trial_ends_at)}
            {billing.status === 'trialing' ? <span className="text-ink-muted"> · {daysLeftText(days)}</span> : null}
          </Fact>
        ) : null}
        {billing.plan !== 'trial' && billing.current_period_end ? (
          <Fact term={periodTerm(billing)}>{formatDay(billing.current_period_end)}</Fact>
        ) : null}
        <Fact term="Active campaigns">
          {limit === null ? `${billing.active_campaigns} (unlimited)` : `${billing.active_campaigns} of ${limit}`}
        </Fact>
        <Fact term="Next charge">
          {billing.next_charge ? <NextCharge charge={billing.next_charge} /> : <span className="text-ink-muted">None due</span>}
        </Fact>
        <Fact term="Payment method">
          {billing.payment_method ? (
            <span className="flex flex-col items-start gap-1">
              <span>{billing.payment_method.label}</span>
              {billing.payment_method.test_mode ? <TestModeLabel /> : null}
            </span>
          ) : (
            <span className="text-ink-muted">
              {billing.plan === 'enterprise' ? 'Arranged with our sales team' : 'None yet: you authorise one when you choose a plan'}
            </span>
          )}
        </Fact>
      </dl>
      {limit !== null && limit > 0 ? (
        <ProgressBar className="mt-4" value={Math.min(1, billing.active_campaigns / limit)} label="Active campaigns used" />
      ) : null}
      {selfServe ? (
        <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-border pt-4">
          {billing.cancel_at_period_end ? <ResumePlanButton billing={billing} /> : <CancelPlanButton billing={billing} />}
        </div>
      ) : null}
    </Card>
  );
}
