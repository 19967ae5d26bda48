import type { RefundState } from '@amplio/shared/constants/refunds';
import type { BadgeTone } from '../../components/ui/badge';

/** Failed refunds are the work, so they come first; pending ones are with the provider; processed ones reached the brand. */
export const REFUND_TABS = ['failed', 'pending', 'processed'] as const satisfies readonly RefundState[];

export const REFUND_STATUS: Record<RefundState, { label: string; tone: BadgeTone; tab: string }> = {
  failed: { label: 'Failed', tone: 'danger', tab: 'Failed' },
  pending: { label: 'With the provider', tone: 'warning', tab: 'Pending' },
  processed: { label: 'Refunded', tone: 'success', tab: 'Refunded' },
};

/** What each audit line of a refund means, for its trail. */
export const REFUND_EVENT: Record<string, string> = {
  'refund.failed': 'Refund failed',
  'refund.processed': 'Refunded by the provider',
  'refund.retried': 'Sent to the provider again',
  'refund.settled_manually': 'Refunded by hand',
};

export const refundEventLabel = (action: string) => REFUND_EVENT[action] ?? action;

/** The campaign's name, or a stand-in for a draft that never had one. */
export const campaignName = (name: string | null) => name?.trim() || 'Untitled campaign';
