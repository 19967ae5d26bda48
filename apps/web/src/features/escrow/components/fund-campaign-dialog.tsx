import { type TFundCampaignResponse, ZFundCampaignRequest } from '@amplio/shared/schemas/payments';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { TestModeLabel } from '../../../components/test-mode-label';
import { isApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { campaignName, unfundedBudget } from '../../campaigns/campaign-labels';
import { useFundCampaign } from '../api/fund-campaign';
import { usePaymentTerms } from '../api/get-payment-terms';
import { ChargesBreakdown, chargesFor } from './charges-breakdown';

interface FundCampaignDialogProps {
  campaign: TCampaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the browser goes with the checkout address; the page's default leaves for the provider's checkout. */
  onCheckout?: (response: TFundCampaignResponse) => void;
}

const goToCheckout = (response: TFundCampaignResponse) => window.location.assign(response.checkout_url);

function FundForm({ campaign, onCheckout = goToCheckout }: Pick<FundCampaignDialogProps, 'campaign' | 'onCheckout'>) {
  const terms = usePaymentTerms();
  const fund = useFundCampaign();
  const suggested = unfundedBudget(campaign);
  const [text, setText] = useState(suggested > 0 ? String(suggested) : '');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  /** One key per payment attempt: kept while the amount stays the same, so a retry can never charge twice. */
  const attempt = useRef<{ key: string; amount: number } | null>(null);

  if (terms.isPending)
    return (
      <div role="status" aria-label="Loading the fees" className="flex flex-col gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-36" />
      </div>
    );
  if (terms.isError) return <ErrorState what="the fees" error={terms.error} onRetry={() => terms.refetch()} retrying={terms.isFetching} />;

  const amount = text.trim() === '' ? null : Number(text);
  const charges = chargesFor(amount, terms.data);
  const payable = charges ? amount : null;
  const busy = fund.isPending || leaving;

  const submit = async () => {
    const parsed = ZFundCampaignRequest.safeParse({ amount: text.trim() === '' ? undefined : Number(text) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the amount to fund.');
      return;
    }
    setError(null);
    const value = parsed.data.amount;
    if (!attempt.current || attempt.current.amount !== value) attempt.current = { key: newIdempotencyKey(), amount: value };
    try {
      const response = await fund.mutateAsync({ campaignId: campaign.id, body: { amount: value }, idempotencyKey: attempt.current.key });
      setLeaving(true);
      onCheckout(response);
    } catch (failure) {
      if (isApiError(failure)) setError(failure.errors.amount?.[0] ?? failure.firstFieldError() ?? failure.message);
      else setError('The payment could not be started. Try again.');
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {terms.data.test_mode ? <TestModeLabel /> : null}
      <Input
        label="Amount to fund"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={terms.data.min_amount}
        max={terms.data.max_amount}
        leading="₹"
        required
        autoFocus
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        hint={
          campaign.budget
            ? `Budget ${formatRupees(campaign.budget)}, funded so far ${formatRupees(campaign.escrow.funded)}. Fund it all now or in parts (at least ${formatRupees(terms.data.min_amount)}).`
            : `At least ${formatRupees(terms.data.min_amount)}.`
        }
      />
      <ChargesBreakdown amount={payable} rates={terms.data} />
      <p className="text-sm text-ink-muted">
        Escrow receives exactly the amount funded. What no creator uses is refunded to you when the campaign completes; the fee and GST are
        not.
      </p>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          loading={busy}
          loadingLabel={leaving ? 'Opening checkout' : undefined}
          leadingIcon={<Lock className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          {charges ? `Continue to pay ${formatRupees(paiseToRupees(charges.total))}` : 'Continue to payment'}
        </Button>
      </div>
      {fund.isError && !error ? <Alert tone="danger">The payment could not be started. Try again.</Alert> : null}
    </form>
  );
}

/**
 * "Fund campaign" (issue 11 §2, §5): the brand enters the amount, sees the platform fee, GST and total before
 * paying, then goes to the provider's checkout. It comes back to the campaign page with ?funding={id}.
 */
export function FundCampaignDialog({ campaign, open, onOpenChange, onCheckout }: FundCampaignDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Fund campaign"
        description={`Add money to the escrow of ${campaignName(campaign)}. You see every charge before you pay.`}
      >
        {open ? <FundForm campaign={campaign} onCheckout={onCheckout} /> : null}
      </DialogContent>
    </Dialog>
  );
}
