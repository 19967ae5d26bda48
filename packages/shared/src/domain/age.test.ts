import { describe, expect, it } from 'vitest';
import { calendarDateIn, isOldEnough, latestBirthDateForAge } from './age';

describe('age in India', () => {
  it('takes the calendar date in India, not in UTC', () => {
    expect(calendarDateIn('Asia/Kolkata', new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(calendarDateIn('Asia/Kolkata', new Date('2026-11-26T18:29:59Z'))).toBe('2026-11-26');
  });

  it('is 18 from the 18th birthday on, not a day before', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    expect(latestBirthDateForAge(18, now)).toBe('2008-11-27');
    expect(isOldEnough('2008-11-27', now)).toBe(true);
    expect(isOldEnough('2008-11-26', now)).toBe(true);
    expect(isOldEnough('2008-11-28', now)).toBe(false);
  });

  it('a 29 February birthday comes of age on 1 March of a common year', () => {
    expect(isOldEnough('2008-02-29', new Date('2026-02-28T06:00:00Z'))).toBe(false);
    expect(isOldEnough('2008-02-29', new Date('2026-03-01T06:00:00Z'))).toBe(true);
  });
});
