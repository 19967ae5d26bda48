import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { allowedStatusChanges } from '@amplio/shared/domain/campaign-status';
import { paiseToRupees } from '@amplio/shared/domain/money';
import { type TCampaign, type TCampaignDraftInput, type TEscrow, ZCampaignPublish } from '@amplio/shared/schemas/campaigns';
import type { TOpenFunding } from '@amplio/shared/schemas/payments';
import type { CampaignRow } from '../../db/schema/index';
import { fileUrl } from '../../lib/uploads/file-url';
import type { EscrowFigures } from '../ledger/ledger.service';

const rupees = (paise: bigint | null) => (paise === null ? null : paiseToRupees(paise));

export const NO_ESCROW: EscrowFigures = { funded: 0n, reserved: 0n, released: 0n, refunded: 0n, refundPending: 0n, available: 0n };

export const escrowView = (e: EscrowFigures): TEscrow => ({
  funded: paiseToRupees(e.funded),
  reserved: paiseToRupees(e.reserved),
  released: paiseToRupees(e.released),
  refunded: paiseToRupees(e.refunded),
  refund_pending: paiseToRupees(e.refundPending),
  available: paiseToRupees(e.available),
});

/** The unreserved escrow a completion would refund, with the platform fee and GST charged on it (decision 047). */
export const unusedRefundView = (p: { escrowPaise: bigint; feePaise: bigint; gstPaise: bigint; totalPaise: bigint }) => ({
  escrow: paiseToRupees(p.escrowPaise),
  platform_fee: paiseToRupees(p.feePaise),
  gst: paiseToRupees(p.gstPaise),
  total: paiseToRupees(p.totalPaise),
});

export const datesOf = (row: Pick<CampaignRow, 'startDate' | 'endDate'>) =>
  row.startDate && row.endDate ? { startDate: row.startDate, endDate: row.endDate } : null;

/** The brief's descriptive fields in the API's names, shared by the brand's and the creator's views of a campaign. */
export const briefFields = (row: CampaignRow) => ({
  description: row.description,
  key_features: row.keyFeatures,
  platform: row.platform as CampaignPlatform[],
  video_style: row.videoStyle,
  marketing_objective: row.marketingObjective,
  target_audience: row.targetAudience,
  tags: row.tags,
});

/** The campaign's editable fields in the API's names and units (rupees), as the shared schemas read them. */
export function formValues(row: CampaignRow): TCampaignDraftInput {
  return {
    brand_id: row.brandId,
    product_name: row.productName,
    ...briefFields(row),
    start_date: row.startDate,
    end_date: row.endDate,
    compensation: rupees(row.compensationPaise),
    budget: rupees(row.budgetPaise),
    price_cap: rupees(row.priceCapPaise),
    usage_rights: row.usageRights,
    destination_url: row.destinationUrl,
    script_approval_required: row.scriptApprovalRequired,
  };
}

/**
 * What was found missing for the last drafts shown, by their exact form values: every list of campaigns shows its
 * drafts' missing fields, and checking a half-filled draft against the publish schema (building every issue) costs
 * more than the rest of its row. The answer depends on the values alone, so a draft whose values are unchanged
 * reuses it (frozen: shared by every answer that shows it); bounded, oldest out first.
 */
const missingByValues = new Map<string, Readonly<Record<string, readonly string[]>>>();
const MISSING_MEMO_LIMIT = 1_000;

/** What is still missing before the campaign can be funded, by field ({} when it is ready). */
export function missingFields(row: CampaignRow): Record<string, string[]> {
  const values = formValues(row);
  const key = JSON.stringify(values);
  const known = missingByValues.get(key);
  if (known) return known as Record<string, string[]>;
  const result = ZCampaignPublish.safeParse(values);
  const errors: Record<string, string[]> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '_body');
      if (!errors[field]?.includes(issue.message)) errors[field] = [...(errors[field] ?? []), issue.message];
    }
  }
  for (const messages of Object.values(errors)) Object.freeze(messages);
  const frozen = Object.freeze(errors);
  if (missingByValues.size >= MISSING_MEMO_LIMIT) missingByValues.delete(missingByValues.keys().next().value as string);
  missingByValues.set(key, frozen);
  return frozen as Record<string, string[]>;
}

export function campaignView(input: {
  row: CampaignRow & { brandName: string | null };
  escrow: EscrowFigures;
  today: string;
  openFunding?: TOpenFunding | null;
}): TCampaign {
  const { row, escrow, today } = input;
  const form = formValues(row);
  return {
    id: row.id,
    brand_id: row.brandId,
    brand_name: row.brandName,
    product_name: row.productName,
    ...briefFields(row),
    start_date: row.startDate,
    end_date: row.endDate,
    compensation: form.compensation as number | null,
    budget: form.budget as number | null,
    price_cap: form.price_cap as number | null,
    usage_rights: row.usageRights,
    destination_url: row.destinationUrl,
    script_approval_required: row.scriptApprovalRequired,
    status: row.status,
    hold_reason: row.holdReason === 'plan_limit' ? 'plan_limit' : null,
    allowed_status_changes: allowedStatusChanges({ from: row.status, dates: datesOf(row), today }),
    missing_fields: row.status === 'draft' ? missingFields(row) : {},
    cover_url: fileUrl(row.coverFileId),
    escrow: escrowView(escrow),
    open_funding: input.openFunding ?? null,
    published_at: row.publishedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
