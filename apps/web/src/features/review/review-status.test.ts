import { submissionStatusLabel } from '@amplio/shared/domain/review-transitions';
import { describe, expect, it } from 'vitest';
import { submissionStatusTone } from './review-status';

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
