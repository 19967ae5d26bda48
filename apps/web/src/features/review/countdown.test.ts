import { describe, expect, it } from 'vitest';
import { countdownText, formatTimeLeft, isOverdue } from './countdown';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = Date.parse('2026-11-24T06:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('formatTimeLeft', () => {
  it('reads days and hours, hours and minutes, or minutes, rounded up to the minute', () => {
    expect(formatTimeLeft(4 * DAY + 6 * HOUR)).toBe('4 days 6 h');
    expect(formatTimeLeft(DAY)).toBe('1 day');
    expect(formatTimeLeft(DAY + 20 * MIN)).toBe('1 day');
    expect(formatTimeLeft(6 * HOUR + 12 * MIN)).toBe('6 h 12 min');
    expect(formatTimeLeft(2 * HOUR)).toBe('2 h');
    expect(formatTimeLeft(12 * MIN)).toBe('12 min');
    expect(formatTimeLeft(59 * MIN + 1)).toBe('1 h');
    expect(formatTimeLeft(5_000)).toBe('1 min');
  });
});

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
