import { PAYMENT_MESSAGES, type TFundingReceipt, type TOpenFunding } from '@amplio/shared/schemas/payments';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths, pathTo } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { campaignsKey } from '../../campaigns/api/get-campaigns';
import { getEscrowSummaryQueryOptions } from '../api/get-escrow-summary';
import { FUNDING_POLL_MAX, FUNDING_POLL_MS, useFunding } from '../api/get-funding';
import { PaymentInProgress } from './payment-in-progress';

/** How long "Waiting for the payment" shows before a still-pending checkout is offered to be continued or cancelled. */
export const PENDING_GRACE_MS = 6000;

interface FundingReturnNoticeProps {
  fundingId: string;
  onDismiss: () => void;
  /** Opens the Fund dialog, which opens a new checkout (a closed one is never paid again); absent when the campaign cannot take money. */
  onFundAgain?: () => void;
}

/** A still-pending funding as the campaign's open checkout, so it can be continued or cancelled from here. */
const asOpenFunding = (funding: TFundingReceipt): TOpenFunding | null =>
  funding.checkout_url
    ? {
        funding_id: funding.id,
        amount: funding.amount,
        total: funding.total,
        checkout_url: funding.checkout_url,
        created_at: funding.created_at,
        expires_at: funding.expires_at,
        message: PAYMENT_MESSAGES.paymentInProgress(formatRupees(funding.total)),
      }
    : null;

/** What each closed state says: its tone, its title, and whether a new checkout makes sense after it. */
const CLOSED: Record<
  Exclude<TFundingReceipt['status'], 'pending' | 'captured'>,
  { tone: AlertTone; title: string; again: string | null }
> = {
  failed: { tone: 'danger', title: 'The payment did not go through.', again: 'Try again' },
  cancelled: { tone: 'info', title: 'This checkout was cancelled.', again: 'Fund campaign' },
  expired: { tone: 'warning', title: 'This checkout expired before it was paid.', again: 'Fund campaign' },
  refunded: { tone: 'warning', title: 'Your payment is being refunded in full.', again: 'Fund campaign' },
  held: { tone: 'warning', title: 'We are checking this payment.', again: null },
};

/** What the brand reads under the title when the server gave no reason. */
const FALLBACK_REASON: Record<keyof typeof CLOSED, string> = {
  failed: 'Nothing was added to escrow.',
  cancelled: PAYMENT_MESSAGES.fundingReason.cancelled,
  expired: PAYMENT_MESSAGES.fundingReason.expired(30),
  refunded: 'None of it went into escrow.',
  held: 'The amount received did not match this checkout. Our team is checking it and will refund or apply it; we will e-mail you.',
};

/**
 * Back from the checkout with ?funding={id}: says how the payment went, every state in plain words with the server's
 * reason. A pending payment is asked about again every 2 s for about a minute (the provider's webhook usually lands
 * within seconds); if it is still pending after a few seconds, it can be continued or cancelled here. A closed one is
 * asked about a few more times, since a payment can still reach it late (then it is refunded in full). Once it
 * settles, the campaign and the escrow figures reload.
 */
export function FundingReturnNotice({ fundingId, onDismiss, onFundAgain }: FundingReturnNoticeProps) {
  const funding = useFunding(fundingId, { follow: 'return' });
  const queryClient = useQueryClient();
  const status = funding.data?.status;
  const reloadedFor = useRef<string | undefined>(undefined);
  const [graceOver, setGraceOver] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);

  useEffect(() => {
    const grace = setTimeout(() => setGraceOver(true), PENDING_GRACE_MS);
    const timer = setTimeout(() => setStillWaiting(true), FUNDING_POLL_MS * FUNDING_POLL_MAX);
    return () => {
      clearTimeout(grace);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!status || status === 'pending' || reloadedFor.current === status) return;
    reloadedFor.current = status;
    // The campaign's open checkout, its figures and its status (published on a first payment) follow the funding.
    void queryClient.invalidateQueries({ queryKey: campaignsKey });
    void queryClient.invalidateQueries({ queryKey: getEscrowSummaryQueryOptions().queryKey });
  }, [status, queryClient]);

  const receipt = (
    <Link to={pathTo(paths.brandReceipt.path, { fundingId })} className="font-semibold">
      View receipt
    </Link>
  );
  const actions = (primary?: ReactNode) => (
    <div className="mt-2 flex flex-wrap gap-2">
      {primary}
      <Button variant="ghost" size="sm" className={primary ? undefined : '-ml-3'} onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );

  if (funding.isPending)
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-control border border-border bg-surface px-4 py-3 text-sm text-ink-muted"
      >
        <Spinner className="size-4" /> Checking your payment…
      </div>
    );
  if (funding.isError)
    return (
      <Alert tone="danger" title="We could not check this payment.">
        {funding.error.message} Reload the page in a moment, or open the receipt from the funding history.
        {actions()}
      </Alert>
    );

  const data = funding.data;
  if (data.status === 'captured')
    return (
      <Alert tone="success" title={`Payment received: ${formatRupees(data.amount)} is now in escrow.`}>
        You paid {formatRupees(data.total)} including the platform fee and GST. {receipt}
        {actions()}
      </Alert>
    );

  if (data.status === 'pending') {
    const open = asOpenFunding(data);
    if (graceOver && open) return <PaymentInProgress funding={open} variant="banner" />;
    return (
      <Alert tone="info" title={stillWaiting ? 'The payment is still pending.' : 'Waiting for the payment to be confirmed…'}>
        {stillWaiting ? (
          <p>
            The payment provider has not confirmed it yet. Nothing more is needed from you if you paid: reload this page later to see it, or
            check the receipt. {receipt}
          </p>
        ) : (
          <p className="inline-flex items-center gap-2">
            <Spinner className="size-4" />
            {formatRupees(data.total)} for {formatRupees(data.amount)} into escrow. This page updates by itself; it usually takes a few
            seconds.
          </p>
        )}
      </Alert>
    );
  }

  const closed = CLOSED[data.status];
  const again = closed.again && onFundAgain ? closed.again : null;
  return (
    <Alert tone={closed.tone} title={closed.title}>
      <p>{data.status_reason ?? FALLBACK_REASON[data.status]}</p>
      {data.status === 'refunded' ? <p>{PAYMENT_MESSAGES.refundTiming}</p> : null}
      {data.status === 'refunded' || data.status === 'held' ? <p>{receipt}</p> : null}
      {actions(
        again ? (
          <Button size="sm" onClick={onFundAgain}>
            {again}
          </Button>
        ) : undefined,
      )}
    </Alert>
  );
}
