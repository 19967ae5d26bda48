import { FEES_FOLLOW_THE_WORK } from '@amplio/shared/constants/refunds';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import {
  PAYMENT_MESSAGES,
  type TFundCampaignResponse,
  type TOpenFunding,
  ZFundCampaignRequest,
  ZPaymentInProgressResponse,
} from '@amplio/shared/schemas/payments';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { TestModeLabel } from '../../../components/test-mode-label';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { PlanRefusalText, planRefusalOf } from '../../billing/plan-refusal';
import { formatRupees } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { campaignsKey } from '../../campaigns/api/get-campaigns';
import { campaignName, unfundedBudget } from '../../campaigns/campaign-labels';
import { useFundCampaign } from '../api/fund-campaign';
import { usePaymentTerms } from '../api/get-payment-terms';
import { leaveForCheckout } from '../checkout-navigation';
import { usePageRestored } from '../hooks/use-page-restored';
import { ChargesBreakdown, chargesFor } from './charges-breakdown';
import { PaymentInProgress } from './payment-in-progress';

interface FundCampaignDialogProps {
  campaign: TCampaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the browser goes with the checkout address; the default leaves for the provider's checkout. */
  onCheckout?: (checkout: { checkout_url: string }) => void;
}

/** The checkout a 201 just opened, in the shape of the campaign's open checkout (with its expiry) until the campaign is read again. */
const openedCheckout = (response: TFundCampaignResponse): TOpenFunding => ({
  funding_id: response.funding_id,
  amount: response.charges.amount,
  total: response.charges.total,
  checkout_url: response.checkout_url,
  created_at: new Date().toISOString(),
  expires_at: response.expires_at,
  message: PAYMENT_MESSAGES.paymentInProgress(formatRupees(response.charges.total)),
});

/** The payment in progress a 409 names, or null for any other refusal. */
function inProgressOf(failure: unknown): TOpenFunding | null {
  if (!isApiError(failure) || failure.status !== 409 || failure.error_type !== 'payment_in_progress') return null;
  const parsed = ZPaymentInProgressResponse.safeParse(failure.data);
  return parsed.success ? parsed.data.open_funding : null;
}

const goToCheckout = (checkout: { checkout_url: string }) => leaveForCheckout(checkout.checkout_url);

interface FundFormProps {
  campaign: TCampaign;
  leaving: boolean;
  /** The server opened the checkout: leave for it. */
  onOpened: (response: TFundCampaignResponse) => void;
  /** The server answered that a checkout is already open: show it instead. */
  onInProgress: (funding: TOpenFunding) => void;
}

function FundForm({ campaign, leaving, onOpened, onInProgress }: FundFormProps) {
  const terms = usePaymentTerms();
  const fund = useFundCampaign();
  const suggested = unfundedBudget(campaign);
  const [text, setText] = useState(suggested > 0 ? String(suggested) : '');
  const [error, setError] = useState<string | null>(null);
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
      onOpened(response);
    } catch (failure) {
      const inProgress = inProgressOf(failure);
      if (inProgress) onInProgress(inProgress);
      else if (planRefusalOf(failure)) setError(null);
      else if (isApiError(failure)) setError(failure.errors.amount?.[0] ?? failure.firstFieldError() ?? failure.message);
      else setError('The payment could not be started. Try again.');
    }
  };

  const planRefusal = planRefusalOf(fund.error);
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
      <p className="text-sm text-ink-muted">{FEES_FOLLOW_THE_WORK.fundDialog}</p>
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
      {planRefusal ? (
        <Alert tone="danger">
          <PlanRefusalText refusal={planRefusal} />
        </Alert>
      ) : fund.isError && !error && !inProgressOf(fund.error) ? (
        <Alert tone="danger">The payment could not be started. Try again.</Alert>
      ) : null}
    </form>
  );
}

/**
 * What the dialog shows: the campaign's payment in progress when there is one (issue 21: never a second checkout),
 * else the amount form. Which checkout is in progress comes from the campaign (open_funding), from the server's 409
 * when the campaign read was older, or from the 201 that just opened one (shown if the page comes back from the
 * browser's cache after Back); one the brand cancelled here is never shown again.
 */
function FundBody({ campaign, onCheckout = goToCheckout }: Pick<FundCampaignDialogProps, 'campaign' | 'onCheckout'>) {
  const queryClient = useQueryClient();
  const [known, setKnown] = useState<TOpenFunding | null>(null);
  const [closed, setClosed] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  usePageRestored(() => {
    setLeaving(false);
    void queryClient.invalidateQueries({ queryKey: campaignsKey });
  });

  const candidates = [campaign.open_funding, known].filter((f): f is TOpenFunding => Boolean(f) && !closed.includes(f?.funding_id ?? ''));
  const inProgress = leaving ? null : (candidates[0] ?? null);

  const close = (fundingId: string) => {
    setClosed((ids) => [...ids, fundingId]);
    setKnown(null);
  };

  if (inProgress) {
    return (
      <PaymentInProgress
        key={inProgress.funding_id}
        funding={inProgress}
        variant="dialog"
        autoFocus
        onContinue={onCheckout}
        onCancelled={() => {
          setNotice(null);
          close(inProgress.funding_id);
        }}
        onNoLongerOpen={(message) => {
          setNotice(message);
          close(inProgress.funding_id);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <FundForm
        campaign={campaign}
        leaving={leaving}
        onOpened={(response) => {
          setKnown(openedCheckout(response));
          setLeaving(true);
          onCheckout(response);
        }}
        onInProgress={(funding) => {
          setKnown(funding);
          void queryClient.invalidateQueries({ queryKey: campaignsKey });
        }}
      />
    </div>
  );
}

/**
 * "Fund campaign" (issue 11 §2, §5): the brand enters the amount, sees the platform fee, GST and total before
 * paying, then goes to the provider's checkout. It comes back to the campaign page with ?funding={id}; Back from the
 * checkout comes back to ?fund=1, which opens this dialog on the payment in progress.
 */
export function FundCampaignDialog({ campaign, open, onOpenChange, onCheckout }: FundCampaignDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Fund campaign"
        description={`Add money to the escrow of ${campaignName(campaign)}. You see every charge before you pay.`}
      >
        {open ? <FundBody campaign={campaign} onCheckout={onCheckout} /> : null}
      </DialogContent>
    </Dialog>
  );
}
