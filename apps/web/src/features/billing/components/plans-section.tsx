import { PAID_PLANS, type PaidPlan, PLAN_FEATURES, PLAN_LABELS, PLAN_USD_MONTHLY } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

function Price({ plan, pricesInr }: { plan: PaidPlan; pricesInr: TBrandBilling['prices_inr'] }) {
  const usd = PLAN_USD_MONTHLY[plan];
  if (usd === null || plan === 'enterprise') return <p className="text-2xl text-ink">Custom</p>;
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-2xl text-ink">
        {USD.format(usd)}
        <span className="text-sm text-ink-muted"> / month</span>
      </p>
      <p className="text-sm text-ink-muted">
        Charged in India as <span className="font-medium text-ink tabular">{INR.format(pricesInr[plan])}</span> a month + 18% GST
      </p>
    </div>
  );
}

/** Starter, Growth and Enterprise with the spec's dollar prices and the rupee price charged beside them. */
export function PlansSection({ billing }: { billing: TBrandBilling }) {
  return (
    <Card>
      <CardHeader title="Plans" description="Paid plans are coming soon. Until then your trial keeps Growth’s limits; no card is needed." />
      <ul className="grid gap-4 lg:grid-cols-3">
        {PAID_PLANS.map((plan) => {
          const current = billing.plan === plan;
          return (
            <li
              key={plan}
              className={cn('flex flex-col gap-4 rounded-card border p-4', plan === 'growth' ? 'border-brand' : 'border-border')}
              aria-label={`${PLAN_LABELS[plan]} plan`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg text-ink">{PLAN_LABELS[plan]}</h3>
                {plan === 'growth' ? <Badge tone="brand">Popular</Badge> : null}
                {current ? <Badge tone="success">Current plan</Badge> : null}
              </div>
              <Price plan={plan} pricesInr={billing.prices_inr} />
              <ul className="flex flex-col gap-2 text-sm text-ink">
                {PLAN_FEATURES[plan].map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" strokeWidth={2} aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-auto flex flex-col gap-1">
                <Button variant={plan === 'growth' ? 'primary' : 'secondary'} disabled aria-describedby={`plan-${plan}-soon`}>
                  {plan === 'enterprise' ? 'Contact sales' : `Choose ${PLAN_LABELS[plan]}`}
                </Button>
                <p id={`plan-${plan}-soon`} className="text-center text-xs text-ink-muted">
                  Coming soon: online payment for plans is not open yet.
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
