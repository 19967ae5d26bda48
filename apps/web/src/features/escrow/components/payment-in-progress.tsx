import type { TOpenFunding } from '@amplio/shared/schemas/payments';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { formatTimeLeft } from '../../../lib/format-time-left';
import { useNow } from '../../../lib/use-now';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCancelFunding } from '../api/cancel-funding';
import { leaveForCheckout } from '../checkout-navigation';
import { usePageRestored } from '../hooks/use-page-restored';

const CANCEL_FAILED = 'The payment could not be cancelled. Check your connection and try again.';

export interface PaymentInProgressProps {
  funding: TOpenFunding;
  /** `dialog`: the Fund dialog's body; `banner`: a notice on the campaign page. */
  variant: 'dialog' | 'banner';
  /** Where the browser goes with the checkout address; the default leaves for the provider's checkout. */
  onContinue?: (checkout: { checkout_url: string }) => void;
  /** The checkout is cancelled (the server said so): show what comes next. */
  onCancelled?: () => void;
  /** The checkout was no longer open when Cancel reached the server (paid, expired meanwhile): the server's reason. */
  onNoLongerOpen?: (message: string) => void;
  /** Focus Continue payment on mount (the dialog switching to this view). */
  autoFocus?: boolean;
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** "3:10 pm" for a time today, else with its date: a checkout lives 30 minutes. */
const when = (iso: string, now: number) =>
  new Date(iso).toDateString() === new Date(now).toDateString() ? timeOfDay.format(new Date(iso)) : formatDateTime(iso);

/** "3:10 pm (in 24 min)", or that it is about to. */
function ExpiryText({ expiresAt }: { expiresAt: string }) {
  const now = useNow(30_000);
  const left = new Date(expiresAt).getTime() - now;
  return (
    <>
      {when(expiresAt, now)}
      <span className="text-ink-muted"> {left > 0 ? `(in ${formatTimeLeft(left)})` : '(any moment now)'}</span>
    </>
  );
}

/**
 * The campaign's open checkout (issue 21): at most one per campaign, so instead of a second checkout the brand sees
 * this one, what it is for and when it expires, and either continues it or cancels it. Cancel sends one request
 * however often it is pressed; a refusal is said plainly, and one that says the checkout closed meanwhile goes to
 * `onNoLongerOpen`, since this view is about to go.
 */
export function PaymentInProgress({
  funding,
  variant,
  onContinue = (checkout) => leaveForCheckout(checkout.checkout_url),
  onCancelled,
  onNoLongerOpen,
  autoFocus,
}: PaymentInProgressProps) {
  const cancel = useCancelFunding();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  // Back from the checkout may show this page from the browser's cache, as it was left: with the button still busy.
  usePageRestored(() => setLeaving(false));

  const cancelPayment = useSingleFlight(async () => {
    setError(null);
    try {
      const answer = await cancel.mutateAsync(funding.funding_id);
      notify.success(answer.message);
      onCancelled?.();
    } catch (failure) {
      if (isApiError(failure) && (failure.status === 409 || failure.status === 404)) {
        setError(failure.message);
        onNoLongerOpen?.(failure.message);
      } else {
        setError(isApiError(failure) && !failure.noResponse ? failure.message : CANCEL_FAILED);
      }
    }
  });

  const continuePayment = () => {
    setLeaving(true);
    onContinue(funding);
  };

  const messageId = `payment-in-progress-${funding.funding_id}`;
  const buttons = (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row', variant === 'dialog' ? 'mt-2 sm:justify-end' : 'sm:flex-wrap')}>
      <Button
        variant="secondary"
        size={variant === 'banner' ? 'sm' : 'md'}
        loading={cancel.isPending}
        loadingLabel="Cancelling"
        disabled={leaving}
        onClick={() => void cancelPayment()}
      >
        Cancel payment
      </Button>
      <Button
        size={variant === 'banner' ? 'sm' : 'md'}
        autoFocus={autoFocus}
        aria-describedby={messageId}
        loading={leaving}
        loadingLabel="Opening checkout"
        disabled={cancel.isPending}
        onClick={continuePayment}
        leadingIcon={<Lock className="size-4" strokeWidth={1.75} aria-hidden="true" />}
      >
        Continue payment
      </Button>
    </div>
  );

  const figures = (
    <dl className={cn('grid gap-x-6 gap-y-3', variant === 'dialog' ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-4')}>
      <div className="flex flex-col">
        <dt className="text-sm text-ink-muted">Into escrow</dt>
        <dd className="tabular text-[15px] font-medium text-ink">{formatRupees(funding.amount)}</dd>
      </div>
      <div className="flex flex-col">
        <dt className="text-sm text-ink-muted">Total to pay</dt>
        <dd className="tabular text-[15px] font-semibold text-ink">{formatRupees(funding.total)}</dd>
      </div>
      <div className="flex flex-col">
        <dt className="text-sm text-ink-muted">Started</dt>
        <dd className="text-[15px] text-ink">{when(funding.created_at, Date.now())}</dd>
      </div>
      {funding.expires_at ? (
        <div className="flex flex-col">
          <dt className="text-sm text-ink-muted">Expires</dt>
          <dd className="text-[15px] text-ink">
            <ExpiryText expiresAt={funding.expires_at} />
          </dd>
        </div>
      ) : null}
    </dl>
  );

  if (variant === 'banner') {
    return (
      <section
        aria-labelledby={messageId}
        className="flex flex-col gap-4 rounded-card border border-warning/30 bg-warning-soft/60 p-5 sm:p-6 print:hidden"
      >
        <div className="flex flex-col gap-1">
          <h2 id={messageId} className="text-lg text-ink">
            {funding.message}
          </h2>
          <p className="text-sm text-ink-muted">Nothing has been charged yet. A campaign has one checkout open at a time.</p>
        </div>
        {figures}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        {buttons}
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" title={<span id={messageId}>{funding.message}</span>}>
        Nothing has been charged yet. Finish paying at the checkout, or cancel it to start again with another amount.
      </Alert>
      <div className="rounded-control border border-border bg-surface-muted p-4">{figures}</div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {buttons}
    </div>
  );
}
