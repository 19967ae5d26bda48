import type { CampaignAccessMode, CollaborationStatus, TCollaboration } from '@amplio/shared/schemas/collaborations';

/** Where a row stands for the brand: the filters of the Creators tab, in the order they are shown. */
export const CREATOR_GROUPS = ['applied', 'invited', 'working', 'completed', 'closed'] as const;
export type CreatorGroup = (typeof CREATOR_GROUPS)[number];

export const GROUP_LABELS: Record<CreatorGroup, string> = {
  applied: 'Applied',
  invited: 'Invited',
  working: 'Working',
  completed: 'Completed',
  closed: 'Declined or ended',
};

/** Once the creator's script is completed, their part of the campaign is done. */
const COMPLETED_SCRIPT = 'Completed';

export function groupOf(row: Pick<TCollaboration, 'kind' | 'status' | 'script_status'>): CreatorGroup {
  if (row.status === 'pending') return row.kind === 'application' ? 'applied' : 'invited';
  if (row.status === 'accepted') return row.script_status === COMPLETED_SCRIPT ? 'completed' : 'working';
  return 'closed';
}

/** The rows of each group, keeping the server's order (newest first). */
export function groupRows(rows: readonly TCollaboration[]): Record<CreatorGroup, TCollaboration[]> {
  const groups: Record<CreatorGroup, TCollaboration[]> = { applied: [], invited: [], working: [], completed: [], closed: [] };
  for (const row of rows) groups[groupOf(row)].push(row);
  return groups;
}

/** The word on a closed row's badge. */
export const CLOSED_STATUS_LABELS: Partial<Record<CollaborationStatus, string>> = {
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  lapsed: 'Lapsed',
};

export const ACCESS_MODE_LABELS: Record<CampaignAccessMode, { label: string; hint: string }> = {
  open: { label: 'Open', hint: 'Any creator can start straight away.' },
  approval: { label: 'Approval', hint: 'Creators apply with a pitch; they start once you accept.' },
  invite_only: { label: 'Invite only', hint: 'Only creators you invite can work on it.' },
};
