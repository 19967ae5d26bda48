import type { TCampaignLedgerEntry } from '@amplio/shared/schemas/campaigns';

/** How the brand reads each kind of transfer on its campaign. */
const KIND_LABELS: Record<string, string> = {
  funding: 'You funded the campaign',
  reservation: 'Reserved for a creator’s script',
  release: 'Paid to a creator',
  reservation_refund: 'Reservation returned to escrow',
  escrow_refund: 'Refunded to you',
  platform_fee: 'Platform fee',
  gst: 'GST on the platform fee',
};

export const ledgerLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase());

/** Fundings that reached escrow, from the campaign's ledger (each names its funding, whose receipt it links). */
export const fundingEntries = (entries: readonly TCampaignLedgerEntry[]) =>
  entries.filter((entry) => entry.kind === 'funding' && entry.reference_type === 'funding' && entry.reference_id);
