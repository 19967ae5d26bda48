import type { TCreatorCampaign, TScript } from '@amplio/shared/schemas/scripts';

/** Script statuses after which nothing is left to do on a campaign. */
const FINISHED: readonly TCreatorCampaign['script_status'][] = ['Completed', 'Not Uploaded'];

/**
 * Spec 3 §3 "Dashboard stats": activeCampaigns (active campaigns the creator has an open script for) and
 * pendingTasks (those whose creator_upload is still 'not uploaded', spec 3 §9). A script closed for any reason
 * (completed, rejected three times, abandoned, campaign ended) counts for neither; without the scripts list the
 * status alone decides.
 */
export function dashboardStats(
  campaigns: readonly TCreatorCampaign[],
  scripts?: readonly Pick<TScript, 'id' | 'closed_reason'>[],
): { activeCampaigns: number; pendingTasks: number } {
  const closed = new Set(scripts?.filter((s) => s.closed_reason !== null).map((s) => s.id));
  const open = campaigns.filter((c) => c.campaign_status === 'active' && !FINISHED.includes(c.script_status) && !closed.has(c.script_id));
  const activeCampaigns = new Set(open.map((c) => c.id)).size;
  const pendingTasks = open.filter((c) => !c.creator_upload || c.creator_upload === 'not uploaded').length;
  return { activeCampaigns, pendingTasks };
}
