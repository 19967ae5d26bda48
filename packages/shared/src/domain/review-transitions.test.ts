import { describe, expect, it } from 'vitest';
import { REVIEW_DECISIONS, REVIEW_MESSAGES as M, type ReviewDecision, SUBMISSION_STATUSES } from '../schemas/review';
import { SCRIPT_STATUSES, type ScriptStatus } from '../schemas/scripts';
import { canAbandon, decideReview, reviewActionsFor, reviewStageOf, submissionStatusLabel, submissionStatusOf } from './review-transitions';

const video = (rejectionCount = 0) => ({ status: 'In Review' as const, postLink: null, rejectionCount });
const post = (rejectionCount = 0) => ({ status: 'In Review' as const, postLink: 'https://www.instagram.com/p/1', rejectionCount });

describe('submissionStatusOf', () => {
  it('shows In Review with a post link as Post Under Verification and Completed as completed', () => {
    expect(submissionStatusOf({ status: 'In Review', postLink: 'https://youtu.be/x' })).toBe('Post Under Verification');
    expect(submissionStatusOf({ status: 'In Review', postLink: null })).toBe('In Review');
    expect(submissionStatusOf({ status: 'Completed', postLink: 'https://youtu.be/x' })).toBe('completed');
    expect(submissionStatusOf({ status: 'Post Rejected', postLink: 'https://youtu.be/x' })).toBe('Post Rejected');
  });

  it('maps every script status to a brand-facing one', () => {
    for (const status of SCRIPT_STATUSES) expect(SUBMISSION_STATUSES).toContain(submissionStatusOf({ status, postLink: null }));
  });
});

describe('submissionStatusLabel', () => {
  it('reads Completed, Pending for an empty status, and capitalises the rest', () => {
    expect(submissionStatusLabel('completed')).toBe('Completed');
    expect(submissionStatusLabel('')).toBe('Pending');
    expect(submissionStatusLabel(null)).toBe('Pending');
    expect(submissionStatusLabel('pending')).toBe('Pending');
    expect(submissionStatusLabel('Post Under Verification')).toBe('Post Under Verification');
    expect(submissionStatusLabel('Script Rejected')).toBe('Script Rejected');
  });
});

describe('reviewActionsFor', () => {
  it('offers approve and the two rejections on a video in review, complete and reject on a post, nothing otherwise', () => {
    expect(reviewActionsFor('In Review').map((a) => a.decision)).toEqual(['Approved', 'Rejected', 'Script Rejected']);
    expect(reviewActionsFor('Post Under Verification').map((a) => a.decision)).toEqual(['completed', 'Post Rejected']);
    expect(reviewActionsFor('Script Submitted').map((a) => [a.decision, a.label])).toEqual([
      ['Approved', 'Approve script'],
      ['Script Rejected', 'Reject script'],
    ]);
    for (const status of SUBMISSION_STATUSES.filter(
      (s) => s !== 'In Review' && s !== 'Post Under Verification' && s !== 'Script Submitted',
    )) {
      expect(reviewActionsFor(status), status).toEqual([]);
    }
    expect(reviewActionsFor('')).toEqual([]);
  });

  it('names the reason field each rejection needs and what the confirmation says', () => {
    const [approve, reject, scriptReject] = reviewActionsFor('In Review');
    expect(approve).toMatchObject({ reasonField: null, confirmAs: 'Approved', action: 'approved' });
    expect(reject).toMatchObject({ reasonField: 'rejection_reason', confirmAs: 'Rejected', action: 'rejected' });
    expect(scriptReject).toMatchObject({ reasonField: 'rejection_reason', confirmAs: 'Script Rejected', action: 'rejected' });
    const [complete, postReject] = reviewActionsFor('Post Under Verification');
    expect(complete).toMatchObject({ reasonField: null, confirmAs: 'Completed', action: 'completed' });
    expect(postReject).toMatchObject({ reasonField: 'rejected_post_remarks', confirmAs: 'Post Rejected', action: 'post rejected' });
  });
});

describe('decideReview: every status × decision', () => {
  const waiting: ScriptStatus[] = ['In Review', 'Script Submitted'];
  for (const status of SCRIPT_STATUSES.filter((s) => !waiting.includes(s))) {
    for (const postLink of [null, 'https://youtu.be/x']) {
      it.each(REVIEW_DECISIONS)(`refuses %s on a ${status} script${postLink ? ' with a post link' : ''}`, (decision) => {
        const outcome = decideReview({ status, postLink, rejectionCount: 1 }, decision);
        const label = submissionStatusLabel(submissionStatusOf({ status, postLink }));
        expect(outcome).toEqual({ ok: false, code: 'not_awaiting', message: M.notAwaitingDecision(label) });
      });
    }
  }

  it.each(REVIEW_DECISIONS)('refuses %s on a closed script even if it still reads In Review', (decision) => {
    expect(decideReview({ ...video(), closed: true }, decision)).toMatchObject({ ok: false, code: 'not_awaiting' });
  });

  it('says which status the submission has when it is not waiting', () => {
    expect(decideReview({ status: 'Completed', postLink: 'https://youtu.be/x', rejectionCount: 0 }, 'completed')).toMatchObject({
      message: 'This submission is Completed and is not waiting for your decision. Reload to see where it stands.',
    });
    expect(decideReview({ status: 'Approved', postLink: null, rejectionCount: 0 }, 'Approved')).toMatchObject({
      message: 'This submission is Approved and is not waiting for your decision. Reload to see where it stands.',
    });
  });

  it('approves a script waiting before filming as Script Approved, and rejects it as a counted script rejection', () => {
    const script = (rejectionCount = 0) => ({ status: 'Script Submitted' as const, postLink: null, rejectionCount });
    expect(decideReview(script(1), 'Approved')).toEqual({
      ok: true,
      stage: 'script',
      action: 'approved',
      reasonField: null,
      next: { status: 'Script Approved', rejectionCount: 1, closes: null, money: null },
    });
    expect(decideReview(script(0), 'Script Rejected')).toMatchObject({
      stage: 'script',
      next: { status: 'Script Rejected', rejectionCount: 1 },
    });
    expect(decideReview(script(2), 'Script Rejected')).toMatchObject({ next: { rejectionCount: 3, closes: 'rejected', money: 'refund' } });
    for (const decision of ['Rejected', 'completed', 'Post Rejected'] as const) {
      expect(decideReview(script(), decision)).toEqual({ ok: false, code: 'script_decision_only', message: M.scriptDecisionOnly });
    }
  });

  it('approves a video without touching the money or the count', () => {
    expect(decideReview(video(2), 'Approved')).toEqual({
      ok: true,
      stage: 'video',
      action: 'approved',
      reasonField: null,
      next: { status: 'Approved', rejectionCount: 2, closes: null, money: null },
    });
  });

  it.each(['Rejected', 'Script Rejected'] as const)('%s counts a rejection, and the third closes and refunds', (decision) => {
    expect(decideReview(video(0), decision)).toEqual({
      ok: true,
      stage: 'video',
      action: 'rejected',
      reasonField: 'rejection_reason',
      next: { status: decision, rejectionCount: 1, closes: null, money: null },
    });
    expect(decideReview(video(1), decision)).toMatchObject({ next: { rejectionCount: 2, closes: null, money: null } });
    expect(decideReview(video(2), decision)).toMatchObject({
      next: { status: decision, rejectionCount: 3, closes: 'rejected', money: 'refund' },
    });
  });

  it.each(['completed', 'Post Rejected'] as const)('refuses %s on a video: it is not a post yet', (decision) => {
    expect(decideReview(video(), decision)).toEqual({ ok: false, code: 'post_decision_on_video', message: M.postDecisionOnVideo });
  });

  it('completes a post, closing the script and releasing the money', () => {
    expect(decideReview(post(1), 'completed')).toEqual({
      ok: true,
      stage: 'post',
      action: 'completed',
      reasonField: null,
      next: { status: 'Completed', rejectionCount: 1, closes: 'completed', money: 'release' },
    });
  });

  it('rejects a post without counting it towards the three video rejections', () => {
    expect(decideReview(post(2), 'Post Rejected')).toEqual({
      ok: true,
      stage: 'post',
      action: 'post rejected',
      reasonField: 'rejected_post_remarks',
      next: { status: 'Post Rejected', rejectionCount: 2, closes: null, money: null },
    });
  });

  it.each(['Approved', 'Rejected', 'Script Rejected'] as const)('refuses %s on a post: it is a post link now', (decision) => {
    expect(decideReview(post(), decision)).toEqual({ ok: false, code: 'video_decision_on_post', message: M.videoDecisionOnPost });
  });

  it('covers every decision at each stage: allowed exactly when the stage takes it', () => {
    const allowed: Record<'video' | 'post', ReviewDecision[]> = {
      video: ['Approved', 'Rejected', 'Script Rejected'],
      post: ['completed', 'Post Rejected'],
    };
    for (const [stage, subject] of [
      ['video', video()],
      ['post', post()],
    ] as const) {
      for (const decision of REVIEW_DECISIONS) {
        expect(decideReview(subject, decision).ok, `${stage} ${decision}`).toBe(allowed[stage].includes(decision));
      }
    }
  });
});

describe('reviewStageOf and canAbandon', () => {
  it('waits for the brand only on an open script In Review', () => {
    expect(reviewStageOf(video())).toBe('video');
    expect(reviewStageOf(post())).toBe('post');
    expect(reviewStageOf({ ...post(), closed: true })).toBeNull();
    expect(reviewStageOf({ status: 'Approved', postLink: null })).toBeNull();
  });

  it('lets the creator abandon an open script only while nothing is with the brand or approved', () => {
    const open: ScriptStatus[] = ['Script Generated', 'Rejected', 'Script Rejected', 'Script Approved'];
    for (const status of SCRIPT_STATUSES) {
      expect(canAbandon({ status, closed: false }), status).toBe(open.includes(status));
      expect(canAbandon({ status, closed: true }), status).toBe(false);
    }
  });
});
