import type { CampaignAccessMode } from '@amplio/shared/schemas/collaborations';
import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';

/** Older answers (and fixtures) may lack the issue 23 fields: such a campaign is open and the creator not invited. */
type WithAccess = Omit<TDiscoveredCampaign, 'access_mode' | 'invited'> & { access_mode?: CampaignAccessMode; invited?: boolean };

/** Who may work on the campaign, and whether this creator has an invitation on it. */
export function accessOf(campaign: WithAccess): { mode: CampaignAccessMode; invited: boolean } {
  return { mode: campaign.access_mode ?? 'open', invited: campaign.invited === true };
}

/**
 * What Start Creating offers for one campaign, given the creator's invitations and applications (newest first):
 * - write: go on to the script (open campaigns, or one accepted: then `held` is the accepted row, its fee held);
 * - invited: an invitation waits for the creator's answer on the Invitations page;
 * - applied: the creator's application waits for the brand;
 * - apply: an approval campaign the creator has not been accepted on (`declined` is a past refusal, if any);
 * - closed: invitation only, and no invitation for this creator.
 */
export type StartGate =
  | { step: 'loading' }
  | { step: 'write'; held: TCollaboration | null; invitation: TCollaboration | null }
  | { step: 'invited'; invitation: TCollaboration }
  | { step: 'applied'; application: TCollaboration }
  | { step: 'apply'; declined: TCollaboration | null }
  | { step: 'closed' };

export function startGate(mode: CampaignAccessMode, rows: readonly TCollaboration[] | undefined): StartGate {
  if (rows === undefined) return mode === 'open' ? { step: 'write', held: null, invitation: null } : { step: 'loading' };
  const accepted = rows.find((row) => row.status === 'accepted');
  if (accepted) return { step: 'write', held: accepted.script_id === null ? accepted : null, invitation: null };
  const pending = rows.find((row) => row.status === 'pending');
  if (pending?.kind === 'invitation') {
    return mode === 'open' ? { step: 'write', held: null, invitation: pending } : { step: 'invited', invitation: pending };
  }
  if (pending) return { step: 'applied', application: pending };
  if (mode === 'open') return { step: 'write', held: null, invitation: null };
  if (mode === 'approval') {
    const latest = rows[0];
    return { step: 'apply', declined: latest?.kind === 'application' && latest.status === 'declined' ? latest : null };
  }
  return { step: 'closed' };
}
