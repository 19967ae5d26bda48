import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { paiseToRupees } from '@amplio/shared/domain/money';
import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import type { CollaborationWithNames } from './collaborations.repository';

/** One invitation or application as the API answers it; the creator's e-mail stays on the server. */
export function collaborationView(row: CollaborationWithNames): TCollaboration {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    campaign_id: row.campaignId,
    campaign_name: row.campaignName ?? 'Campaign',
    brand_name: row.brandName,
    creator_id: row.creatorId,
    creator_name: row.creatorName,
    creator_username: row.creatorUsername,
    platform: row.platform as CampaignPlatform,
    price: paiseToRupees(row.pricePaise),
    message: row.message,
    decline_reason: row.declineReason,
    script_id: row.scriptId,
    script_status: row.scriptStatus,
    created_at: row.createdAt.toISOString(),
    expires_at:
      row.status === 'pending'
        ? row.expiresAt.toISOString()
        : row.status === 'accepted' && !row.scriptId
          ? (row.holdUntil?.toISOString() ?? null)
          : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
