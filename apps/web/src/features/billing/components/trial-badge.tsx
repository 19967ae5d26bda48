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
  return (
    <Link
      to={BILLING_PAGE_PATH}
      data-testid="trial-badge"
      aria-label={trialing ? `Free trial, ${daysLeftText(days)}. Open billing` : 'Your trial has ended. Open billing to choose a plan'}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-2.5 text-xs sm:px-3 font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        trialing && days > 3 ? 'border-brand/20 bg-brand-soft text-brand' : 'border-warning/30 bg-warning-soft text-warning-strong',
      )}
    >
      <Clock className="size-3.5" strokeWidth={1.75} aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
      <span className="sm:hidden">{trialing ? `Trial ${days}d` : 'Trial ended'}</span>
    </Link>
  );
}
