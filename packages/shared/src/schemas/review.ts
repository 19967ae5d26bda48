import { z } from 'zod';
import { CAMPAIGN_PLATFORM_VALUES, CAMPAIGN_UTC_OFFSET_MINUTES } from '../constants/campaigns';
import { MAX_SCRIPT_REJECTIONS, SCRIPT_CLOSED_REASONS, ZScript } from './scripts';
import { paginationShape } from './campaigns';
import { blankToUndefined, perPageParam, ZPageParam } from './query-values';

/**
 * Spec 3 §4 "Brand review transitions": the statuses a brand sees on a submission. A script In Review with a post link
 * is the brand's 'Post Under Verification'; Completed is sent and shown as 'completed'.
 */
export const SUBMISSION_STATUSES = [
  'In Review',
  'Approved',
  'Rejected',
  'Script Rejected',
  'Post Under Verification',
  'Post Rejected',
  'completed',
  'Not Uploaded',
  // Issue 28 §1: a script waiting for the brand's approval before filming, and one it approved (no video yet).
  'Script Submitted',
  'Script Approved',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * Spec 3 §2.3: the sidebar's filters (?status=). pending = waiting for the brand (scripts included); approved includes
 * completed. Issue 28 §1 adds `scripts`: script submissions, waiting for approval or approved and not filmed yet.
 */
export const SUBMISSION_FILTERS = ['pending', 'approved', 'rejected', 'scripts'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

/**
 * Spec 3 §4 "Status names sent": approved → Approved, rejected → Rejected, script_rejected → Script Rejected,
 * Post Rejected unchanged, completed → completed. The server accepts either spelling of each.
 */
export const REVIEW_DECISIONS = ['Approved', 'Rejected', 'Script Rejected', 'Post Rejected', 'completed'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const DECISION_ALIASES: Record<string, ReviewDecision> = {
  approved: 'Approved',
  rejected: 'Rejected',
  script_rejected: 'Script Rejected',
  'script rejected': 'Script Rejected',
  post_rejected: 'Post Rejected',
  'post rejected': 'Post Rejected',
  completed: 'completed',
  complete: 'completed',
};

/** The decision a sent status name means, or undefined. */
export function reviewDecisionOf(value: unknown): ReviewDecision | undefined {
  return typeof value === 'string' ? DECISION_ALIASES[value.trim().toLowerCase()] : undefined;
}

/** Days a brand has to decide on a submission In Review before it is decided for them (REVIEW_AUTO_APPROVE_DAYS). */
export const DEFAULT_AUTO_APPROVE_DAYS = 5;

/**
 * Days a creator has, once the campaign has ended, to send what the brand waits for (the post link of an approved
 * video, or a new one after a rejection) before the script closes and its money goes back to the brand (POST_LINK_GRACE_DAYS).
 */
export const DEFAULT_POST_LINK_GRACE_DAYS = 7;

export const REVIEW_LIMITS = { reasonMax: 2_000, perPage: 10, perPageMax: 50 } as const;

/** Spec 3 §2.4, §5 and §8, and the cases the spec does not show. */
export const REVIEW_MESSAGES = {
  title: 'Content Review & Approvals',
  subtitle: 'Review and manage creator submissions for your campaigns',
  loading: 'Loading submissions...',
  loadFailed: 'Failed to load submissions',
  emptyTitle: 'No submissions',
  emptyDescription: 'Get started by reviewing content from creators.',
  confirm: (status: string) => `Are you sure you want to mark this submission as ${status}?`,
  success: (action: string) => `Submission ${action} successfully`,
  updateFailed: 'Failed to update status',
  updateFailedCode: (code: number) => `Failed to update submission status (${code})`,
  noResponse: 'No response from server. Please check your connection.',
  requestError: (message: string) => `Request error: ${message}`,
  noPostLink: 'No post link available',
  postRejectionLabel: 'Post Rejection Reason',
  videoLoadFailed: 'Could not load video',
  videoCancelled: 'Video loading was cancelled',
  videoNetwork: 'Network error while loading the video. Please check your connection.',
  videoDecode: 'Error decoding video. The file might be corrupted.',
  videoUnsupported: 'Video format not supported. Try using MP4, WebM, or QuickTime format.',
  videoDefault: 'The video could not be loaded. Please try again later.',
  statusInvalid: 'Please choose Approved, Rejected, Script Rejected, Post Rejected or completed.',
  submissionRequired: 'Please choose the submission to update.',
  reasonRequired: 'Please give a reason for the rejection.',
  postReasonRequired: 'Please give a reason for rejecting the post.',
  reasonTooLong: `The reason can be at most ${REVIEW_LIMITS.reasonMax.toLocaleString('en-IN')} characters.`,
  notFound: 'Submission not found.',
  notAwaitingDecision: (status: string) =>
    `This submission is ${status} and is not waiting for your decision. Reload to see where it stands.`,
  videoDecisionOnPost: 'This submission is a post link under verification: complete it or reject the post.',
  postDecisionOnVideo: 'This submission is a video in review: approve or reject it.',
  scriptDecisionOnly: 'This submission is a script waiting for approval: approve it or reject the script.',
  autoApproveScript: 'Approves the script automatically if you do not decide in time',
  filterInvalid: 'Status must be pending, approved, rejected or scripts.',
  campaignFilterInvalid: 'Unknown campaign filter.',
  autoApproveVideo: 'Approves automatically if the brand does not decide in time',
  autoCompletePost: 'Completes and pays automatically if the brand does not decide in time',
  maxRejections: `Maximum reject time attempts (${MAX_SCRIPT_REJECTIONS}) reached for this script.`,
} as const;
const M = REVIEW_MESSAGES;

/** GET /api/brands/creator-submissions?status=&campaign_id=&page=&per_page= */
export const ZListSubmissionsQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(SUBMISSION_FILTERS, { error: M.filterInvalid }).optional()),
  campaign_id: z.preprocess(blankToUndefined, z.uuid({ error: M.campaignFilterInvalid }).optional()),
  page: ZPageParam,
  per_page: perPageParam(REVIEW_LIMITS.perPage, REVIEW_LIMITS.perPageMax),
});
export type TListSubmissionsQuery = z.input<typeof ZListSubmissionsQuery>;

/** Spec 3 §3 "Submission" (brand side), with what the card also shows: the money at stake and the auto-approval time. */
export const ZSubmission = z.object({
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  script: z.string(),
  /** The video's authorised route (/api/files/{id}), or null before any upload. */
  file_path: z.string().nullable(),
  /** The sniffed type of the video (video/mp4, video/webm, video/ogg, video/quicktime). */
  video_mime_type: z.string().nullable(),
  link: z.string().nullable(),
  post_link: z.string().nullable(),
  platform: z.enum(CAMPAIGN_PLATFORM_VALUES).nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  script_rejected_remarks: z.string().nullable(),
  rejected_remarks: z.string().nullable(),
  rejected_post_remarks: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejection_count: z.number().int(),
  /** Issue 28 §1: the brand approves this script before it is filmed. */
  script_approval_required: z.boolean(),
  /** When the submission is decided for the brand if it stays silent; null when nothing waits for the brand. */
  auto_approve_at: z.string().nullable(),
  /** Rupees reserved in escrow for this script (released to the creator on completion). */
  amount: z.number(),
  closed_reason: z.enum(SCRIPT_CLOSED_REASONS).nullable(),
  campaign: z.object({ id: z.string(), product_name: z.string() }),
  user: z.object({ id: z.string(), name: z.string() }),
});
export type TSubmission = z.infer<typeof ZSubmission>;

/** Counts for the sidebar's filters. */
export const ZSubmissionCounts = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  scripts: z.number().int(),
});

/** Spec 3 §7: the list is read from data.data; the paging counters sit beside it, Laravel-style. */
export const ZListSubmissionsResponse = z.object({
  success: z.literal(true),
  data: z.object({ data: z.array(ZSubmission), ...paginationShape }),
  counts: ZSubmissionCounts,
});
export type TListSubmissionsResponse = z.infer<typeof ZListSubmissionsResponse>;

const reason = (required: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string({ error: required }).trim().max(REVIEW_LIMITS.reasonMax, M.reasonTooLong).optional(),
  );

/** POST /api/approve-submission (spec 3 §3 "Approval request"). Which reason is required depends on the decision. */
export const ZApproveSubmissionRequest = z.object({
  submission_id: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: M.submissionRequired }).trim().min(1, M.submissionRequired).max(64, M.notFound),
  ),
  status: z.preprocess((v) => reviewDecisionOf(v) ?? v, z.enum(REVIEW_DECISIONS, { error: M.statusInvalid })),
  rejection_reason: reason(M.reasonRequired),
  rejected_post_remarks: reason(M.postReasonRequired),
});
export type TApproveSubmissionRequest = z.input<typeof ZApproveSubmissionRequest>;

export const ZApproveSubmissionResponse = z.object({ success: z.literal(true), message: z.string(), data: ZSubmission });
export type TApproveSubmissionResponse = z.infer<typeof ZApproveSubmissionResponse>;

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
const days = (n: number) => (n === 1 ? '1 day' : `${Number(n.toFixed(2)).toLocaleString('en-IN')} days`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A deadline as the creator reads it: the app's date format ('24 Nov 2026, 6:03 am') in India Standard Time, like the
 * campaign's dates, and saying so, as an e-mail has no time zone of its own: "14 Mar 2027, 5:30 pm IST". Built by hand
 * rather than with Intl, whose wording differs between ICU versions.
 */
export function formatDeadline(at: Date): string {
  const ist = new Date(at.getTime() + CAMPAIGN_UTC_OFFSET_MINUTES * 60_000);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${clock} IST`;
}

/** The sentence a decision taken after the campaign ended adds: what the creator owes, and by when. */
const dueAfterEnd = (what: 'send the link' | 'upload it' | 'send it', dueBy: string | undefined) =>
  dueBy ? ` The campaign has ended: ${what} by ${dueBy}, or the script closes and its money goes back to the brand.` : '';

/**
 * What the creator is told (an in-app alert and an e-mail) when their submission is decided or their script closes.
 * `auto` is the auto-approval job deciding for a silent brand.
 */
export const REVIEW_NOTICES = {
  approved: (product: string, auto: { days: number } | null, dueBy?: string) => ({
    title: auto ? `Video approved automatically: ${product}` : `Video approved: ${product}`,
    message:
      (auto
        ? `The brand did not decide within ${days(auto.days)}, so your video is approved. Share the link to your post when it is live.`
        : 'The brand approved your video. Share the link to your post when it is live.') + dueAfterEnd('send the link', dueBy),
  }),
  /**
   * A rejection names what was rejected and what comes next, never mixing them (issue 28 §1): a video → upload a new
   * video; a script → edit it and send it again (scripts approved before filming), or edit it and film a new video
   * from it (the spec's flow, where the brand rejects the script behind a video). Every rejection counts towards 3.
   */
  rejected: (
    product: string,
    input: { reason: string; rejectionCount: number; script: boolean; approvalFirst?: boolean; dueBy?: string },
  ) => {
    const what = input.script ? 'script' : 'video';
    if (input.rejectionCount >= MAX_SCRIPT_REJECTIONS) {
      return {
        title: `Script closed: ${product}`,
        message: `The brand rejected your ${what}: "${input.reason}". ${M.maxRejections} The script is closed and its money went back to the campaign.`,
      };
    }
    const left = MAX_SCRIPT_REJECTIONS - input.rejectionCount;
    const leftText = `${left} of ${MAX_SCRIPT_REJECTIONS} ${left === 1 ? 'rejection' : 'rejections'} left`;
    if (!input.script) {
      return {
        title: `Video rejected: ${product}`,
        message: `The brand rejected your video: "${input.reason}". Upload a new video (re-upload attempt ${input.rejectionCount + 1} of ${MAX_SCRIPT_REJECTIONS}).${dueAfterEnd('upload it', input.dueBy)}`,
      };
    }
    if (input.approvalFirst) {
      return {
        title: `Script rejected: ${product}`,
        message: `The brand rejected your script: "${input.reason}". Edit your script and send it again for approval (${leftText}); film your video once they approve it.${dueAfterEnd('send it', input.dueBy)}`,
      };
    }
    return {
      title: `Script rejected: ${product}`,
      message: `The brand rejected the script of your video: "${input.reason}". Edit your script, then film and upload a new video from it (upload attempt ${input.rejectionCount + 1} of ${MAX_SCRIPT_REJECTIONS}).${dueAfterEnd('upload it', input.dueBy)}`,
    };
  },
  /** Issue 28 §1: the brand (or its silence) approved a script before filming. */
  scriptApproved: (product: string, auto: { days: number } | null, dueBy?: string) => ({
    title: auto ? `Script approved automatically: ${product}` : `Script approved: ${product}`,
    message:
      (auto
        ? `The brand did not decide within ${days(auto.days)}, so your script is approved. Film your video and upload it for review.`
        : 'The brand approved your script. Film your video and upload it for review.') + dueAfterEnd('upload it', dueBy),
  }),
  completed: (product: string, amount: number, auto: { days: number } | null) => ({
    title: `Completed: ${rupees(amount)} is in your wallet`,
    message: auto
      ? `The brand did not decide on your post for ${product} within ${days(auto.days)}, so it is completed and ${rupees(amount)} was released to your wallet.`
      : `The brand completed ${product}. ${rupees(amount)} was released to your wallet.`,
  }),
  postRejected: (product: string, reason: string, dueBy?: string) => ({
    title: `Post link rejected: ${product}`,
    message: `The brand rejected your post link: "${reason}". Submit an updated link.${dueAfterEnd('send the link', dueBy)}`,
  }),
  campaignEnded: (product: string) => ({
    title: `Campaign ended: ${product}`,
    message: 'The campaign ended before your video was approved, so your script is closed and its money went back to the campaign.',
  }),
  /** The campaign ended while an approved video's post link (or an updated one) was still to come. */
  postLinkDue: (product: string, dueBy: string) => ({
    title: `Post link due by ${dueBy}: ${product}`,
    message: `The campaign has ended. Send the link to your post by ${dueBy}, or your script closes and its money goes back to the brand.`,
  }),
  /** The deadline after the campaign's end passed with nothing from the creator. */
  deadlineMissed: (product: string, input: { dueBy: string; turn: 'post_link' | 'video' | 'script' }) => ({
    title: `Deadline passed: ${product}`,
    message: `The campaign ended and ${{ post_link: 'no post link', video: 'no new video', script: 'no edited script' }[input.turn]} came by ${input.dueBy}, so your script is closed and its money went back to the brand.`,
  }),
} as const;

/** POST /api/creator/scripts/{id}/abandon: the creator gives a script up and its money goes back to the campaign. */
export const ABANDON_MESSAGES = {
  abandoned: (amount: number) =>
    `Script abandoned. ${rupees(amount)} went back to the campaign’s escrow, and you can start a new script for this campaign.`,
  inReview: 'Your content is with the brand for review, so this script cannot be abandoned now.',
  scriptInReview: 'Your script is with the brand for approval, so it cannot be abandoned now.',
  approved: 'The brand approved your video, so this script cannot be abandoned. Share the link to your post instead.',
  closed: 'This script is closed already.',
} as const;

export const ZAbandonScriptResponse = z.object({ success: z.literal(true), message: z.string(), data: ZScript });
export type TAbandonScriptResponse = z.infer<typeof ZAbandonScriptResponse>;

/** Why a closed script takes no more uploads or links (its closed_reason). */
export const SCRIPT_CLOSED_MESSAGES = {
  completed: 'This script is completed; nothing more can be uploaded.',
  rejected: M.maxRejections,
  abandoned: 'You abandoned this script. Start a new script for this campaign instead.',
  campaign_ended: 'This campaign has ended, so this script is closed and nothing more can be sent.',
} as const satisfies Record<(typeof SCRIPT_CLOSED_REASONS)[number], string>;
