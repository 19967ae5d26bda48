import { BILLING_PAGE_PATH } from '@amplio/shared/constants/billing';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { useBilling } from '../api/get-billing';
import { daysLeftText, trialDaysLeft } from '../trial-days';

/** In the brand shell's header: the trial's days left, or that it has ended, linking to /brand/billing. Nothing on a paid plan. */
export function TrialBadge() {
  const billing = useBilling();
  const data = billing.data;
  if (!data) return null;
  const trialing = data.status === 'trialing' && data.plan === 'trial';
  const lapsed = data.status === 'lapsed';
  if (!trialing && !lapsed) return null;
  const days = trialDaysLeft(data.trial_ends_at);
  const label = trialing ? `Free trial · ${daysLeftText(days)}` : 'Trial ended · Choose a plan';
  const shortLabel = trialing ? `Trial · ${days === 1 ? '1 day' : `${days} days`}` : 'Trial ended';
  return (
    <Link
      to={BILLING_PAGE_PATH}
      data-testid="trial-badge"
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-2.5 text-xs sm:px-3 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        trialing && days > 3 ? 'border-brand/20 bg-brand-soft text-brand' : 'border-warning/30 bg-warning-soft text-warning-strong',
      )}
    >
      <Clock className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
      {/* The name is the text the visitor sees (WCAG 2.5.3), then where the link goes. */}
      <span className="hidden sm:inline">{label}</span>
      <span className="sm:hidden">{shortLabel}</span>
      <span className="sr-only">, open billing</span>
    </Link>
  );
}
