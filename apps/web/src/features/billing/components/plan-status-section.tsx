import type { ReactNode } from 'react';
import { PLAN_LABELS } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { daysLeftText, trialDaysLeft } from '../trial-days';

const STATUS: Record<TBrandBilling['status'], { label: string; tone: BadgeTone }> = {
  trialing: { label: 'Trial', tone: 'brand' },
  active: { label: 'Active', tone: 'success' },
  past_due: { label: 'Payment due', tone: 'warning' },
  canceled: { label: 'Cancelled', tone: 'neutral' },
  lapsed: { label: 'Ended', tone: 'danger' },
};

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** The plan, its status, the trial's end, and the active campaigns against the plan's limit. */
export function PlanStatusSection({ billing }: { billing: TBrandBilling }) {
  const status = STATUS[billing.status];
  const days = trialDaysLeft(billing.trial_ends_at);
  const limit = billing.campaign_limit;
  return (
    <Card>
      <CardHeader
        title="Your plan"
        description="Campaigns that are upcoming or active count against your plan. Paused, completed and draft ones do not."
        actions={<Badge tone={status.tone}>{status.label}</Badge>}
      />
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact term="Plan">{billing.plan === 'trial' ? 'Free trial (Growth limits)' : PLAN_LABELS[billing.plan]}</Fact>
        {billing.trial_ends_at ? (
          <Fact term={billing.status === 'trialing' ? 'Trial ends' : 'Trial ended'}>
            {DATE.format(new Date(billing.trial_ends_at))}
            {billing.status === 'trialing' ? <span className="text-ink-muted"> · {daysLeftText(days)}</span> : null}
          </Fact>
        ) : null}
        {billing.current_period_end ? (
          <Fact term={billing.cancel_at_period_end ? 'Ends' : 'Renews'}>{DATE.format(new Date(billing.current_period_end))}</Fact>
        ) : null}
        <Fact term="Active campaigns">
          {limit === null ? `${billing.active_campaigns} (unlimited)` : `${billing.active_campaigns} of ${limit}`}
        </Fact>
      </dl>
      {limit !== null && limit > 0 ? (
        <ProgressBar className="mt-4" value={billing.active_campaigns / limit} label="Active campaigns used" />
      ) : null}
      {billing.status === 'lapsed' ? (
        <Alert tone="warning" className="mt-4">
          Your trial has ended, so new campaigns cannot be published. Campaigns already running carry on to their end, and creators are paid
          for approved work as usual.
        </Alert>
      ) : null}
    </Card>
  );
}
