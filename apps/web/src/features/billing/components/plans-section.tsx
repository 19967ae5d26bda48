import { PAID_PLANS, type PaidPlan, PLAN_FEATURES, PLAN_LABELS, PLAN_USD_MONTHLY } from '@amplio/shared/constants/billing';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { formatDay } from '../../../lib/format-date';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { onSelfServePlan, planChoice, type SelfServePlan } from '../plan-choice';
import { ContactSalesButton } from './contact-sales-dialog';
import { ChoosePlanButton, KeepPlanButton } from './plan-actions';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

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
        Charged in India as <span className="font-medium text-ink tabular">{formatRupees(pricesInr[plan])}</span> a month + 18% GST
      </p>
    </div>
  );
}

function PlanButton({ billing, plan }: { billing: TBrandBilling; plan: SelfServePlan }) {
  const choice = planChoice(billing, plan);
  const variant = plan === 'growth' ? 'primary' : 'secondary';
  if (choice.kind === 'current') {
    return billing.pending_plan && onSelfServePlan(billing) ? (
      <KeepPlanButton billing={billing} />
    ) : (
      <p className="py-2.5 text-center text-sm font-medium text-ink-muted">Your current plan</p>
    );
  }
  if (choice.kind === 'scheduled') {
    return (
      <p className="py-2.5 text-center text-sm text-ink-muted">
        Starts on {formatDay(billing.current_period_end)}, when your current period ends
      </p>
    );
  }
  if (choice.kind === 'unavailable') return <p className="py-2.5 text-center text-sm text-ink-muted">{choice.reason}</p>;
  return <ChoosePlanButton billing={billing} plan={plan} choice={choice} variant={variant} />;
}

function describe(billing: TBrandBilling) {
  if (onSelfServePlan(billing)) {
    return 'Upgrades start at once, with the unused part of this period credited; downgrades start when the period ends.';
  }
  if (billing.plan === 'enterprise' && billing.status === 'active') return 'Your Enterprise plan is arranged with our sales team.';
  return 'Prices are charged in rupees, monthly, plus 18% GST. You authorise a recurring payment once; cancel any time.';
}

/** Starter, Growth and Enterprise with the spec's dollar prices and the rupee price charged beside them, and what each offers now. */
export function PlansSection({ billing }: { billing: TBrandBilling }) {
  return (
    <Card>
      <CardHeader title="Plans" description={describe(billing)} />
      <ul className="grid gap-4 lg:grid-cols-3">
        {PAID_PLANS.map((plan) => {
          const current = billing.plan === plan && billing.status !== 'lapsed' && billing.status !== 'canceled';
          return (
            <li
              key={plan}
              className={cn('flex flex-col gap-4 rounded-card border p-4', current || plan === 'growth' ? 'border-brand' : 'border-border')}
              aria-label={`${PLAN_LABELS[plan]} plan`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg text-ink">{PLAN_LABELS[plan]}</h3>
                {current ? <Badge tone="success">Current plan</Badge> : plan === 'growth' ? <Badge tone="brand">Popular</Badge> : null}
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
                {plan === 'enterprise' ? (
                  current ? (
                    <p className="py-2.5 text-center text-sm font-medium text-ink-muted">Your current plan</p>
                  ) : (
                    <ContactSalesButton fullWidth />
                  )
                ) : (
                  <PlanButton billing={billing} plan={plan} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
