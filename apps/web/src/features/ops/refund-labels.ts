import type { RefundKind, RefundState } from '@amplio/shared/constants/refunds';
import type { TOpsRefund } from '@amplio/shared/schemas/ops-refunds';
import type { BadgeTone } from '../../components/ui/badge';

/** Failed refunds are the work, so they come first; pending ones are with the provider; processed ones reached the brand. */
export const REFUND_TABS = ['failed', 'pending', 'processed'] as const satisfies readonly RefundState[];

export const REFUND_STATUS: Record<RefundState, { label: string; tone: BadgeTone; tab: string }> = {
  failed: { label: 'Failed', tone: 'danger', tab: 'Failed' },
  pending: { label: 'With the provider', tone: 'warning', tab: 'Pending' },
  processed: { label: 'Refunded', tone: 'success', tab: 'Refunded' },
};

/** What a refund returns, as its card labels it: a campaign's unused escrow needs no label of its own. */
export const REFUND_KIND: Record<RefundKind, { label: string; what: string }> = {
  escrow: { label: 'Unused escrow', what: 'Escrow of' },
  late_capture: { label: 'Late payment, refunded in full', what: 'A payment for' },
  suspense: { label: 'From suspense', what: 'A payment held in suspense for' },
};

/** Who gets the money back: the brand, or (a payment in suspense that named no checkout) a payer Amplio does not know. */
export const payerName = (refund: Pick<TOpsRefund, 'brand'>) => refund.brand?.name ?? 'Unknown payer';

/** What the money came from, in a line: "Escrow of Glow serum", "A payment for Glow serum", "A payment naming no campaign". */
export function refundSource(refund: Pick<TOpsRefund, 'kind' | 'campaign'>): string {
  if (!refund.campaign) return refund.kind === 'escrow' ? 'Escrow of an unknown campaign' : 'A payment naming no campaign';
  return `${REFUND_KIND[refund.kind].what} ${campaignName(refund.campaign.product_name)}`;
}

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
