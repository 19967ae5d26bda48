import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths, pathTo } from '../../../config/paths';
import { formatRupees } from '../../../lib/format-money';
import { campaignsKey } from '../../campaigns/api/get-campaigns';
import { FUNDING_POLL_MAX, FUNDING_POLL_MS, useFunding } from '../api/get-funding';
import { getEscrowSummaryQueryOptions } from '../api/get-escrow-summary';

interface FundingReturnNoticeProps {
  fundingId: string;
  onDismiss: () => void;
  onRetry: () => void;
}

/**
 * Back from the checkout with ?funding={id}: says how the payment went. A pending payment is asked about again
 * every 2 s for about a minute (the provider's webhook usually lands within seconds); once it is captured the
 * campaign and the escrow figures reload.
 */
export function FundingReturnNotice({ fundingId, onDismiss, onRetry }: FundingReturnNoticeProps) {
  const funding = useFunding(fundingId, { pollWhilePending: true });
  const queryClient = useQueryClient();
  const status = funding.data?.status;
  const reloaded = useRef(false);
  const [stillWaiting, setStillWaiting] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setStillWaiting(true), FUNDING_POLL_MS * FUNDING_POLL_MAX);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (status !== 'captured' || reloaded.current) return;
    reloaded.current = true;
    void queryClient.invalidateQueries({ queryKey: campaignsKey });
    void queryClient.invalidateQueries({ queryKey: getEscrowSummaryQueryOptions().queryKey });
  }, [status, queryClient]);

  const receipt = (
    <Link to={pathTo(paths.brandReceipt.path, { fundingId })} className="font-semibold">
      View receipt
    </Link>
  );
  const dismiss = (
    <Button variant="ghost" size="sm" className="mt-2 -ml-3" onClick={onDismiss}>
      Dismiss
    </Button>
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
        <div>{dismiss}</div>
      </Alert>
    );

  const data = funding.data;
  if (data.status === 'captured')
    return (
      <Alert tone="success" title={`Payment received: ${formatRupees(data.amount)} is now in escrow.`}>
        You paid {formatRupees(data.total)} including the platform fee and GST. {receipt}
        <div>{dismiss}</div>
      </Alert>
    );
  if (data.status === 'failed')
    return (
      <Alert tone="danger" title="The payment did not go through.">
        Nothing was added to escrow. Try again, or use another payment method.
        <div className="mt-2 flex gap-2">
          <Button size="sm" onClick={onRetry}>
            Try again
          </Button>
          <Button variant="ghost" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      </Alert>
    );
  return (
    <Alert tone="info" title={stillWaiting ? 'The payment is still pending.' : 'Waiting for the payment to be confirmed…'}>
      {stillWaiting ? (
        <p>
          The payment provider has not confirmed it yet. Nothing more is needed from you: reload this page later to see it, or check the
          receipt. {receipt}
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
