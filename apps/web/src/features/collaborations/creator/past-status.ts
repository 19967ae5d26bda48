import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import type { BadgeTone } from '../../../components/ui/badge';

/** How a finished invitation or application ended, in a word (the badge) and a sentence. */
export function pastStatus(row: TCollaboration): { label: string; tone: BadgeTone; detail: string } {
  const invitation = row.kind === 'invitation';
  switch (row.status) {
    case 'accepted':
      return { label: 'Script saved', tone: 'success', detail: 'You saved your script; the campaign is under way.' };
    case 'declined':
      return invitation
        ? { label: 'You declined', tone: 'neutral', detail: 'You said no to this invitation.' }
        : { label: 'Declined', tone: 'danger', detail: 'The brand declined your application.' };
    case 'expired':
      return invitation
        ? { label: 'Expired', tone: 'neutral', detail: 'The invitation expired before you answered.' }
        : { label: 'Expired', tone: 'neutral', detail: 'The brand did not answer in time.' };
    case 'withdrawn':
      return invitation
        ? { label: 'Withdrawn', tone: 'neutral', detail: 'The brand withdrew the invitation.' }
        : { label: 'Withdrawn', tone: 'neutral', detail: 'You withdrew your application.' };
    case 'lapsed':
      return { label: 'Lapsed', tone: 'warning', detail: 'No script was saved in time, so the held fee went back to the brand.' };
    default:
      return { label: 'Waiting', tone: 'warning', detail: 'Waiting for an answer.' };
  }
}
