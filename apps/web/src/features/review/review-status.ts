import type { BadgeTone } from '../../components/ui/badge';

/**
 * Spec 3 §2.4: the badge colour. Green for Approved and completed, yellow for pending, empty or In Review, red for the
 * three rejections, blue for Post Under Verification. Statuses the server may add later stay neutral.
 */
const TONES: Record<string, BadgeTone> = {
  approved: 'success',
  completed: 'success',
  '': 'warning',
  pending: 'warning',
  'in review': 'warning',
  rejected: 'danger',
  'script rejected': 'danger',
  'post rejected': 'danger',
  'post under verification': 'info',
};

export function submissionStatusTone(status: string | null | undefined): BadgeTone {
  return TONES[(status ?? '').trim().toLowerCase()] ?? 'neutral';
}

/** Spec 3 §2.4: the rejection reason and date show on a card whose status is Rejected or Script Rejected. */
export const showsRejection = (status: string) => status === 'Rejected' || status === 'Script Rejected';
