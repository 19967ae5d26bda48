import type { TCollaboration } from '@amplio/shared/schemas/collaborations';

/** The creator's invitations page, section by section; each keeps the server's order (newest first). */
export interface CreatorCollaborationGroups {
  /** Invitations waiting for the creator's answer. */
  invitations: TCollaboration[];
  /** Accepted (invitation or application) with the price held until the creator saves the script. */
  held: TCollaboration[];
  /** The creator's own applications: waiting, declined (with the brand's reason) or expired. */
  applications: TCollaboration[];
  /** Everything else: scripts saved, invitations declined or expired, withdrawn, holds that lapsed. */
  past: TCollaboration[];
}

const OPEN_APPLICATION = new Set<TCollaboration['status']>(['pending', 'declined', 'expired']);

export function groupCollaborations(rows: readonly TCollaboration[]): CreatorCollaborationGroups {
  const groups: CreatorCollaborationGroups = { invitations: [], held: [], applications: [], past: [] };
  for (const row of rows) {
    if (row.kind === 'invitation' && row.status === 'pending') groups.invitations.push(row);
    else if (row.status === 'accepted' && row.script_id === null) groups.held.push(row);
    else if (row.kind === 'application' && OPEN_APPLICATION.has(row.status)) groups.applications.push(row);
    else groups.past.push(row);
  }
  return groups;
}

/** How many invitations wait for an answer: the number on the Invitations nav item. */
export const pendingInvitationCount = (rows: readonly TCollaboration[]) =>
  rows.filter((row) => row.kind === 'invitation' && row.status === 'pending').length;
