import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './format-time-left';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

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
