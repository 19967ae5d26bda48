import { REVIEW_MESSAGES as M, type TSubmission } from '@amplio/shared/schemas/review';
import { MAX_SCRIPT_REJECTIONS } from '@amplio/shared/schemas/scripts';
import type { BadgeTone } from '../../components/ui/badge';
import { formatRupees } from '../../lib/format-money';

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
  // Issue 28 §1: a script waiting for approval before filming, and one approved.
  'script submitted': 'warning',
  'script approved': 'success',
};

export function submissionStatusTone(status: string | null | undefined): BadgeTone {
  return TONES[(status ?? '').trim().toLowerCase()] ?? 'neutral';
}

/** Spec 3 §2.4: the rejection reason and date show on a card whose status is Rejected or Script Rejected. */
export const showsRejection = (status: string) => status === 'Rejected' || status === 'Script Rejected';

/** A finished card's line says what became of the money; a waiting card's says whom it waits for. */
export type NextStepKind = 'waiting' | 'released' | 'refunded';
export type NextStep = { kind: NextStepKind; text: string };

/** What happens next on a card that no longer waits for the brand, so a decided card never reads as a dead end. */
export function nextStep(submission: TSubmission): NextStep | null {
  const creator = submission.user.name?.trim() || 'the creator';
  const amount = formatRupees(submission.amount);
  switch (submission.closed_reason) {
    case 'rejected':
      return { kind: 'refunded', text: `${M.maxRejections} ${amount} went back to the campaign's escrow.` };
    case 'abandoned':
      return { kind: 'refunded', text: `${capitalise(creator)} gave this script up. ${amount} went back to the campaign's escrow.` };
    case 'campaign_ended':
      return {
        kind: 'refunded',
        text: `The campaign ended before this was completed. ${amount} went back to the campaign's escrow.`,
      };
    default:
      break;
  }
  switch (submission.status) {
    case 'Rejected':
      return {
        kind: 'waiting',
        text: `Waiting for ${creator} to upload a new video (attempt ${submission.rejection_count + 1} of ${MAX_SCRIPT_REJECTIONS}).`,
      };
    // Issue 28 §1: a rejected script comes back as a script; it never reads as a video to re-upload.
    case 'Script Rejected':
      return {
        kind: 'waiting',
        text: submission.script_approval_required
          ? `Waiting for ${creator} to edit the script and send it again (${MAX_SCRIPT_REJECTIONS - submission.rejection_count} of ${MAX_SCRIPT_REJECTIONS} rejections left).`
          : `Waiting for ${creator} to edit the script and upload a new video from it (attempt ${submission.rejection_count + 1} of ${MAX_SCRIPT_REJECTIONS}).`,
      };
    case 'Script Approved':
      return { kind: 'waiting', text: `Script approved. Waiting for ${creator} to film the video and upload it.` };
    case 'Approved':
      return { kind: 'waiting', text: `Waiting for ${creator} to post the video and send you the link.` };
    case 'Post Rejected':
      return { kind: 'waiting', text: `Waiting for ${creator} to send an updated post link.` };
    case 'completed':
      return { kind: 'released', text: `${amount} was released to ${creator}'s wallet.` };
    default:
      return null;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
