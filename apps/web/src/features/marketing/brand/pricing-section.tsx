import { DEFAULT_PLAN_INR_MONTHLY } from '@amplio/shared/constants/billing';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { SectionHeading } from '../components/section-heading';
import { useMounted } from '../lib/use-mounted';
import { PRICING_PLANS } from './pricing-plans';

/** Issue 26 §2: the rupee price an Indian brand is charged, beside the spec's dollar price, before any payment. */
const INR = { Starter: DEFAULT_PLAN_INR_MONTHLY.starter, Growth: DEFAULT_PLAN_INR_MONTHLY.growth } as const;

export default function PricingSection() {
  const mounted = useMounted();
  return (
    <section aria-labelledby="pricing-title" className="py-16 sm:py-24" data-ready={mounted ? 'pricing' : undefined}>
      <div className="container-content flex flex-col gap-12">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Plans that grow with your campaigns"
          description="Every plan starts with a 14-day free trial. No credit card needed, cancel anytime."
          align="center"
        />
        <ul className="grid items-stretch gap-4 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <li
              key={plan.name}
              data-plan={plan.name}
              className={cn(
                'relative flex flex-col gap-6 rounded-card border bg-surface p-6 sm:p-8',
                plan.popular ? 'border-brand shadow-lift ring-1 ring-brand' : 'border-border shadow-soft',
              )}
            >
              {plan.popular ? (
                <span className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-1 text-xs font-semibold tracking-wide text-white">
                  POPULAR
                </span>
              ) : null}
              <div className="flex flex-col gap-2">
                <h3 className="text-xl text-ink">{plan.name}</h3>
                <p className="text-[15px] text-ink-muted">{plan.summary}</p>
              </div>
              <p className="flex items-baseline gap-1">
                <span className="tabular text-5xl font-semibold tracking-tight text-ink">{plan.price}</span>
                {plan.period ? <span className="text-base text-ink-muted">USD{plan.period}</span> : null}
              </p>
              {plan.name in INR ? (
                <p className="-mt-4 text-sm text-ink-muted">
                  Charged in India as{' '}
                  <span className="tabular font-medium text-ink">{formatRupees(INR[plan.name as keyof typeof INR])}</span> a month + 18% GST
                </p>
              ) : null}
              <ul className="flex flex-1 flex-col gap-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2.5 text-[15px] text-ink">
                    <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-strong">
                      <Check className="size-3.5" strokeWidth={2.5} aria-hidden="true" />
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
              <Link
                to={paths.brandRegister.path}
                aria-label={`${plan.cta}: ${plan.name}`}
                className={buttonStyles({ variant: plan.popular ? 'primary' : 'secondary', size: 'lg', fullWidth: true })}
              >
                {plan.cta}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-center text-sm text-ink-muted">
          Plan prices are shown in US dollars; brands in India are charged the rupee price beside them, plus 18% GST, monthly. Campaign
          budgets are separate from your plan and are funded into escrow in rupees; as a guide, in USD, micro campaigns usually run
          $500–2,000, mid-size $2,000–10,000 and large $10,000+.
        </p>
      </div>
    </section>
  );
}
