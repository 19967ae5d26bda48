import { REVIEW_DECISIONS, REVIEW_MESSAGES as M, type ReviewDecision, SUBMISSION_STATUSES, type SubmissionStatus } from '../schemas/review';
import { MAX_SCRIPT_REJECTIONS, type ScriptClosedReason, type ScriptStatus } from '../schemas/scripts';

/**
 * Spec 3 §4 "Brand review transitions", as one pure state machine: the server decides with it (in the transaction
 * that moves the money) and the brand's page asks it which buttons to show. See docs/decisions/022.
 */

/**
 * What the brand is looking at: the script before filming (issue 28 §1: Script Submitted), the video (the script In
 * Review without a post link) or the post link.
 */
export type ReviewStage = 'script' | 'video' | 'post';

/** What the decision does with the script's reservation: paid to the creator, or back to the campaign's escrow. */
export type ReviewMoney = 'release' | 'refund' | null;

/** The reason field a decision needs, by its name in the approval request. */
export type ReasonField = 'rejection_reason' | 'rejected_post_remarks';

export interface ReviewSubject {
  status: ScriptStatus;
  postLink: string | null;
  rejectionCount: number;
  /** A closed script (completed, refunded, abandoned) waits for nobody, whatever its status says. */
  closed?: boolean;
}

export interface ReviewNext {
  status: ScriptStatus;
  rejectionCount: number;
  /** Set when the decision closes the script. */
  closes: ScriptClosedReason | null;
  money: ReviewMoney;
}

export type ReviewOutcome =
  | {
      ok: true;
      stage: ReviewStage;
      /** The word of 'Submission {action} successfully': approved, rejected, completed or post rejected. */
      action: ReviewAction['action'];
      /** The reason the decision needs (non-blank after trimming), or null. */
      reasonField: ReasonField | null;
      next: ReviewNext;
    }
  | { ok: false; code: 'not_awaiting' | 'video_decision_on_post' | 'post_decision_on_video' | 'script_decision_only'; message: string };

export interface ReviewAction {
  decision: ReviewDecision;
  /** The button's text. */
  label: string;
  /** The {status} of 'Are you sure you want to mark this submission as {status}?'. */
  confirmAs: string;
  action: 'approved' | 'rejected' | 'completed' | 'post rejected';
  reasonField: ReasonField | null;
  tone: 'positive' | 'negative';
}

const ACTIONS: Record<ReviewDecision, ReviewAction> = {
  Approved: { decision: 'Approved', label: 'Approve', confirmAs: 'Approved', action: 'approved', reasonField: null, tone: 'positive' },
  Rejected: {
    decision: 'Rejected',
    label: 'Reject',
    confirmAs: 'Rejected',
    action: 'rejected',
    reasonField: 'rejection_reason',
    tone: 'negative',
  },
  'Script Rejected': {
    decision: 'Script Rejected',
    label: 'Reject script',
    confirmAs: 'Script Rejected',
    action: 'rejected',
    reasonField: 'rejection_reason',
    tone: 'negative',
  },
  completed: { decision: 'completed', label: 'Complete', confirmAs: 'Completed', action: 'completed', reasonField: null, tone: 'positive' },
  'Post Rejected': {
    decision: 'Post Rejected',
    label: 'Reject post',
    confirmAs: 'Post Rejected',
    action: 'post rejected',
    reasonField: 'rejected_post_remarks',
    tone: 'negative',
  },
};

/** The script stage's buttons: what they approve or reject is the script (issue 28 §1). */
const SCRIPT_STAGE_ACTIONS: ReviewAction[] = [
  { ...ACTIONS.Approved, label: 'Approve script', confirmAs: 'Script Approved' },
  ACTIONS['Script Rejected'],
];

/** The decisions each stage takes; anything else sent at that stage is refused. */
export const STAGE_DECISIONS: Record<ReviewStage, readonly ReviewDecision[]> = {
  script: ['Approved', 'Script Rejected'],
  video: ['Approved', 'Rejected', 'Script Rejected'],
  post: ['completed', 'Post Rejected'],
};

/** What a silent brand's submission becomes when its time runs out (the auto-approval job). */
export const AUTO_DECISIONS: Record<ReviewStage, ReviewDecision> = { script: 'Approved', video: 'Approved', post: 'completed' };

/** Script statuses that never reach the brand map to the closest brand-facing one (they cannot have been submitted). */
const SUBMISSION_STATUS_OF: Record<ScriptStatus, SubmissionStatus> = {
  New: 'Not Uploaded',
  Draft: 'Not Uploaded',
  'Script Generated': 'Not Uploaded',
  'In Review': 'In Review',
  Approved: 'Approved',
  Rejected: 'Rejected',
  'Script Rejected': 'Script Rejected',
  'Post Rejected': 'Post Rejected',
  Published: 'Approved',
  Completed: 'completed',
  'Not Uploaded': 'Not Uploaded',
  'Script Submitted': 'Script Submitted',
  'Script Approved': 'Script Approved',
};

/** The status a brand sees: In Review with a post link is 'Post Under Verification'; Completed is 'completed'. */
export function submissionStatusOf(script: { status: ScriptStatus; postLink: string | null }): SubmissionStatus {
  if (script.status === 'In Review' && script.postLink) return 'Post Under Verification';
  return SUBMISSION_STATUS_OF[script.status];
}

/** Spec 3 §2.4: 'Completed' for completed; an empty status reads 'Pending'; others with their first letter capitalised. */
export function submissionStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim();
  if (!value) return 'Pending';
  if (value.toLowerCase() === 'completed') return 'Completed';
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The stage a script waits for the brand at, or null when nothing waits for the brand. */
export function reviewStageOf(subject: Pick<ReviewSubject, 'status' | 'postLink' | 'closed'>): ReviewStage | null {
  if (subject.closed) return null;
  if (subject.status === 'Script Submitted') return 'script';
  if (subject.status !== 'In Review') return null;
  return subject.postLink ? 'post' : 'video';
}

/** What the card offers for a brand-facing status: approve or reject a video, complete or reject a post, or nothing. */
export function reviewActionsFor(status: SubmissionStatus | string | null | undefined): ReviewAction[] {
  if (status === 'Script Submitted') return SCRIPT_STAGE_ACTIONS;
  if (status === 'In Review') return STAGE_DECISIONS.video.map((d) => ACTIONS[d]);
  if (status === 'Post Under Verification') return STAGE_DECISIONS.post.map((d) => ACTIONS[d]);
  return [];
}

/** The action a decision name stands for (its button, confirmation and reason field). */
export const reviewActionOf = (decision: ReviewDecision): ReviewAction => ACTIONS[decision];

export const isReviewDecision = (value: unknown): value is ReviewDecision => (REVIEW_DECISIONS as readonly unknown[]).includes(value);
export const isSubmissionStatus = (value: unknown): value is SubmissionStatus =>
  (SUBMISSION_STATUSES as readonly unknown[]).includes(value);

/**
 * Whether `decision` may be taken on the script now, and what follows: its next status and rejection count, whether it
 * closes, and where the reservation goes. The third rejection closes the script and refunds it to the escrow;
 * completion closes it and releases it to the creator; a post rejection does not count towards the three.
 */
export function decideReview(subject: ReviewSubject, decision: ReviewDecision): ReviewOutcome {
  const stage = reviewStageOf(subject);
  if (!stage) {
    const label = submissionStatusLabel(submissionStatusOf(subject));
    return { ok: false, code: 'not_awaiting', message: M.notAwaitingDecision(label) };
  }
  if (!STAGE_DECISIONS[stage].includes(decision)) {
    if (stage === 'script') return { ok: false, code: 'script_decision_only', message: M.scriptDecisionOnly };
    return stage === 'post'
      ? { ok: false, code: 'video_decision_on_post', message: M.videoDecisionOnPost }
      : { ok: false, code: 'post_decision_on_video', message: M.postDecisionOnVideo };
  }
  const { action, reasonField } = ACTIONS[decision];
  const same = { rejectionCount: subject.rejectionCount, closes: null, money: null } as const;
  let next: ReviewNext;
  switch (decision) {
    case 'Approved':
      next = { status: stage === 'script' ? 'Script Approved' : 'Approved', ...same };
      break;
    case 'Rejected':
    case 'Script Rejected': {
      const rejectionCount = Math.min(subject.rejectionCount + 1, MAX_SCRIPT_REJECTIONS);
      const closes = rejectionCount >= MAX_SCRIPT_REJECTIONS;
      next = { status: decision, rejectionCount, closes: closes ? 'rejected' : null, money: closes ? 'refund' : null };
      break;
    }
    case 'completed':
      next = { status: 'Completed', rejectionCount: subject.rejectionCount, closes: 'completed', money: 'release' };
      break;
    case 'Post Rejected':
      next = { status: 'Post Rejected', ...same };
      break;
  }
  return { ok: true, stage, action, reasonField, next };
}

/** The statuses the creator may abandon a script in: nothing is with the brand and nothing is approved. */
export const ABANDONABLE_STATUSES: readonly ScriptStatus[] = ['Script Generated', 'Rejected', 'Script Rejected', 'Script Approved'];

export const canAbandon = (script: { status: ScriptStatus; closed: boolean }) =>
  !script.closed && ABANDONABLE_STATUSES.includes(script.status);

/**
 * What an open script waits for from the creator after the brand's decision: the post link (Approved, or the post
 * rejected) or a new video (a rejection below the third). Once the campaign has ended, each such wait has a deadline
 * (POST_LINK_GRACE_DAYS), after which the script closes and its reservation goes back to the brand (decision 022).
 */
export type CreatorTurn = 'post_link' | 'video' | 'script';

/** The statuses whose post link is due when the campaign ends; the idle ones (ABANDONABLE_STATUSES) close at once. */
export const AWAITING_POST_LINK_STATUSES: readonly ScriptStatus[] = ['Approved', 'Post Rejected'];

/** What the creator owes on a script now, or null when the script is closed or the next move is not theirs. */
export function creatorTurnOf(script: { status: ScriptStatus; closed: boolean; scriptApprovalRequired?: boolean }): CreatorTurn | null {
  if (script.closed) return null;
  if (AWAITING_POST_LINK_STATUSES.includes(script.status)) return 'post_link';
  // Scripts approved before filming (issue 28 §1): a rejected script is edited and sent again before any video.
  if (script.status === 'Script Rejected' && script.scriptApprovalRequired) return 'script';
  if (script.status === 'Rejected' || script.status === 'Script Rejected' || script.status === 'Script Approved') return 'video';
  return null;
}

/**
 * When the creator's current wait began: the approval for Approved, the rejection otherwise. It names the wait, so a
 * deadline set for an earlier one (before a new post link was rejected again, say) finds a different time and does nothing.
 */
export function creatorTurnSince(script: {
  status: ScriptStatus;
  approvedAt: Date | null;
  rejectedAt: Date | null;
  scriptApprovedAt?: Date | null;
}): string {
  const at =
    script.status === 'Approved'
      ? script.approvedAt
      : script.status === 'Script Approved'
        ? (script.scriptApprovedAt ?? null)
        : script.rejectedAt;
  return at ? at.toISOString() : 'none';
}
