import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { InvoicesSection } from '../../invoices/components/invoices-section';
import { useBilling } from '../api/get-billing';
import { BillingBanners } from './billing-banners';
import { awaitingCheckout, CHECKOUT_POLL_MS, CHECKOUT_WAIT_MS, CheckoutReturn } from './checkout-return';
import { PlanStatusSection } from './plan-status-section';
import { PlansSection } from './plans-section';

/**
 * /brand/billing (issue 26): a vertical list of sections, one component each, so other parts of billing (invoices,
 * the payment method) add theirs by adding one line.
 */
export function BillingPage() {
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  const [gaveUp, setGaveUp] = useState(false);
  const [waiting, setWaiting] = useState(Boolean(checkout));
  const billing = useBilling({ refetchInterval: waiting && !gaveUp ? CHECKOUT_POLL_MS : false });
  const stillWaiting = awaitingCheckout(checkout, billing.data);
  useEffect(() => {
    if (billing.data) setWaiting(stillWaiting);
  }, [billing.data, stillWaiting]);
  useEffect(() => {
    if (!checkout) return;
    const timer = setTimeout(() => setGaveUp(true), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [checkout]);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">Billing</h2>
        <p className="text-ink-muted">Your plan, what you pay and when, and how many campaigns you can run at once.</p>
      </div>
      {billing.isPending ? (
        <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="Loading billing">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : billing.isError ? (
        <ErrorState what="your plan" error={billing.error} onRetry={() => billing.refetch()} retrying={billing.isFetching} />
      ) : (
        <>
          {checkout ? <CheckoutReturn billing={billing.data} gaveUp={gaveUp} /> : null}
          <BillingBanners billing={billing.data} />
          <PlanStatusSection billing={billing.data} />
          <PlansSection billing={billing.data} />
        </>
      )}
      <InvoicesSection />
    </div>
  );
}
