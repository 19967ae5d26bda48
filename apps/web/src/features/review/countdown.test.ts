import { describe, expect, it } from 'vitest';
import { countdownText, isOverdue } from './countdown';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.parse('2026-11-24T06:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('countdownText', () => {
  it('tells the brand when a video approves itself', () => {
    expect(countdownText({ autoApproveAt: at(4 * DAY + 6 * HOUR), kind: 'video', now })).toBe(
      "Approves automatically in 4 days 6 h if you don't decide",
    );
  });

  it('tells the brand when a post completes and pays itself', () => {
    expect(countdownText({ autoApproveAt: at(3 * HOUR), kind: 'post', now })).toBe(
      "Completes and pays automatically in 3 h if you don't decide",
    );
  });

  it('says it is happening now once the time has passed', () => {
    expect(countdownText({ autoApproveAt: at(-MIN), kind: 'video', now })).toBe('Approving automatically now');
    expect(countdownText({ autoApproveAt: at(0), kind: 'post', now })).toBe('Completing and paying automatically now');
    expect(isOverdue(at(0), now)).toBe(true);
    expect(isOverdue(at(MIN), now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });

  it('says nothing when nothing waits, or the time cannot be read', () => {
    expect(countdownText({ autoApproveAt: null, kind: 'video', now })).toBeNull();
    expect(countdownText({ autoApproveAt: 'soon', kind: 'video', now })).toBeNull();
  });
});
