import { submissionStatusLabel } from '@amplio/shared/domain/review-transitions';
import { describe, expect, it } from 'vitest';
import { nextStep, submissionStatusTone } from './review-status';
import { submission } from './submission-fixture.test-support';

describe('the submission status badge (spec 3 §2.4)', () => {
  it.each([
    ['Approved', 'success', 'Approved'],
    ['completed', 'success', 'Completed'],
    ['Completed', 'success', 'Completed'],
    ['pending', 'warning', 'Pending'],
    ['', 'warning', 'Pending'],
    ['In Review', 'warning', 'In Review'],
    ['Rejected', 'danger', 'Rejected'],
    ['Script Rejected', 'danger', 'Script Rejected'],
    ['Post Rejected', 'danger', 'Post Rejected'],
    ['Post Under Verification', 'info', 'Post Under Verification'],
  ])('shows %j in %s as %j', (status, tone, label) => {
    expect(submissionStatusTone(status)).toBe(tone);
    expect(submissionStatusLabel(status)).toBe(label);
  });

  it('treats a missing status as empty: yellow Pending', () => {
    expect(submissionStatusTone(null)).toBe('warning');
    expect(submissionStatusLabel(undefined)).toBe('Pending');
  });

  it('capitalises the first letter of any other status and keeps it neutral', () => {
    expect(submissionStatusLabel('published')).toBe('Published');
    expect(submissionStatusTone('published')).toBe('neutral');
    expect(submissionStatusTone('Not Uploaded')).toBe('neutral');
  });
});

describe('nextStep', () => {
  it('says who acts next once the brand has decided', () => {
    expect(nextStep(submission({ status: 'Rejected', rejection_count: 1 }))).toEqual({
      kind: 'waiting',
      text: 'Waiting for Asha Rao to upload a new video (attempt 2 of 3).',
    });
    expect(nextStep(submission({ status: 'Approved' }))).toEqual({
      kind: 'waiting',
      text: 'Waiting for Asha Rao to post the video and send you the link.',
    });
    expect(nextStep(submission({ status: 'Post Rejected' }))).toEqual({
      kind: 'waiting',
      text: 'Waiting for Asha Rao to send an updated post link.',
    });
    expect(nextStep(submission({ status: 'completed', closed_reason: 'completed' }))).toEqual({
      kind: 'released',
      text: "₹8,550 was released to Asha Rao's wallet.",
    });
  });

  it('says the money went back when the third rejection closed the script', () => {
    expect(nextStep(submission({ status: 'Rejected', rejection_count: 3, closed_reason: 'rejected' }))).toEqual({
      kind: 'refunded',
      text: "Maximum reject time attempts (3) reached for this script. ₹8,550 went back to the campaign's escrow.",
    });
  });

  it('says nothing while the brand still has to decide', () => {
    expect(nextStep(submission({ status: 'In Review' }))).toBeNull();
    expect(nextStep(submission({ status: 'Post Under Verification' }))).toBeNull();
  });
});
