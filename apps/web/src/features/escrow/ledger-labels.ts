import type { TCampaignLedgerEntry } from '@amplio/shared/schemas/campaigns';

/** How the brand reads each kind of transfer on its campaign. */
const KIND_LABELS: Record<string, string> = {
  funding: 'You funded the campaign',
  reservation: 'Reserved for a creator’s script',
  release: 'Paid to a creator',
  reservation_refund: 'Reservation returned to escrow',
  escrow_refund: 'Refunded to you',
  refund_settled: 'Refund confirmed by the payment provider',
  platform_fee: 'Platform fee',
  gst: 'GST on the platform fee',
  suspense_funding: 'You funded the campaign (payment checked by our team)',
  suspense_fee: 'Platform fee',
  suspense_gst: 'GST on the platform fee',
};

/** Transfers that put a funding's money into escrow: a capture, or a held payment an operator applied. */
const FUNDING_KINDS = new Set(['funding', 'suspense_funding']);

/** Whether a ledger entry is a funding into escrow whose receipt can be opened. */
export const isFundingEntry = (entry: TCampaignLedgerEntry) =>
  FUNDING_KINDS.has(entry.kind) && entry.reference_type === 'funding' && Boolean(entry.reference_id);

export const ledgerLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());
