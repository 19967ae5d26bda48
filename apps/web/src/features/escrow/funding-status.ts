import type { FundingStatus } from '@amplio/shared/schemas/payments';
import type { BadgeTone } from '../../components/ui/badge';

/** How the brand reads each state of a funding, on the receipt and in the notice on the campaign page. */
export const FUNDING_STATUS: Record<FundingStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for payment', tone: 'warning' },
  captured: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
  refunded: { label: 'Refunded in full', tone: 'info' },
  held: { label: 'Being checked', tone: 'warning' },
};

/** Closed without money: a payment may still arrive on them late (then they turn refunded), so a return page looks again. */
export const CLOSED_WITHOUT_MONEY: readonly FundingStatus[] = ['failed', 'cancelled', 'expired'];
