import type { PayoutEventSource, PayoutMethod, PayoutState } from '@amplio/shared/constants/payouts';
import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import type { BadgeTone } from '../../components/ui/badge';

export const PAYOUT_STATUS: Record<PayoutState, { label: string; tone: BadgeTone; tab: string }> = {
  pending: { label: 'Pending', tone: 'warning', tab: 'Pending' },
  processing: { label: 'Processing', tone: 'info', tab: 'Processing' },
  paid: { label: 'Paid', tone: 'success', tab: 'Paid' },
  failed: { label: 'Failed', tone: 'danger', tab: 'Failed' },
};

export const PAYOUT_METHOD: Record<PayoutMethod, string> = { upi: 'UPI', bank: 'Bank transfer' };

export const EVENT_SOURCE: Record<PayoutEventSource, string> = {
  creator: 'the creator',
  operator: 'an operator',
  provider: 'the provider',
  system: 'Amplio',
};

/** What each step of a payout's life is called on its timeline. */
export const EVENT_LABEL: Record<PayoutState, string> = {
  pending: 'Requested',
  processing: 'Sent to the provider',
  paid: 'Paid',
  failed: 'Failed',
};

/** Pending and processing payouts can still be acted on; paid and failed ones are closed. */
export const isOpen = (payout: Pick<TOpsPayout, 'status'>) => payout.status === 'pending' || payout.status === 'processing';

/** Where the money goes, in one line: "UPI: cara@okaxis" or "Bank transfer: account 1234567890, IFSC HDFC0001234, Cara Rao". */
export function destinationSummary(payout: TOpsPayout): string {
  if (payout.payment_method === 'upi') return `${PAYOUT_METHOD.upi}: ${payout.upi_id ?? 'N/A'}`;
  const parts = [
    `account ${payout.account_number ?? 'N/A'}`,
    `IFSC ${payout.ifsc ?? 'N/A'}`,
    ...(payout.account_holder_name ? [payout.account_holder_name] : []),
  ];
  return `${PAYOUT_METHOD.bank}: ${parts.join(', ')}`;
}
