import { useEffect, useState } from 'react';
import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { invoicesKey } from '../../invoices/api/get-invoices';
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
  const [params, setParams] = useSearchParams();
  // Read once: the address loses ?checkout= as soon as the plan has started, so a reload does not say it again.
  const [checkout] = useState(() => params.get('checkout'));
  const [gaveUp, setGaveUp] = useState(false);
  const [waiting, setWaiting] = useState(Boolean(checkout));
  const [confirmed, setConfirmed] = useState<TBrandBilling['plan'] | null>(null);
  const queryClient = useQueryClient();
  const billing = useBilling({ refetchInterval: waiting && !gaveUp ? CHECKOUT_POLL_MS : false });
  const stillWaiting = awaitingCheckout(checkout, billing.data);
  useEffect(() => {
    if (!billing.data || !waiting || stillWaiting) return;
    setWaiting(false);
    setConfirmed(billing.data.plan);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
    // The first month's tax invoice was issued with the payment.
    void queryClient.invalidateQueries({ queryKey: invoicesKey });
  }, [billing.data, waiting, stillWaiting, setParams, queryClient]);
  useEffect(() => {
    if (!checkout) return;
    const timer = setTimeout(() => setGaveUp(true), CHECKOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [checkout]);
  // The confirmation stays until the plan changes again (an upgrade, a cancellation).
  const showReturn =
    billing.data &&
    (waiting || (confirmed === billing.data.plan && !billing.data.cancel_at_period_end && billing.data.status === 'active'));
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
          {showReturn ? <CheckoutReturn billing={billing.data} gaveUp={gaveUp} /> : null}
          <BillingBanners billing={billing.data} />
          <PlanStatusSection billing={billing.data} />
          <PlansSection billing={billing.data} />
        </>
      )}
      <InvoicesSection />
    </div>
  );
}
