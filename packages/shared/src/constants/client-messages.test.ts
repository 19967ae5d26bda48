import { describe, expect, it } from 'vitest';
import { CODE_ATTEMPT_MESSAGES, LOGIN_ERROR_MESSAGES, waitInWords } from './client-messages';

describe('waitInWords', () => {
  it('counts seconds up to one minute and whole minutes, rounded up, above it', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(45)).toBe('45 seconds');
    expect(waitInWords(60)).toBe('60 seconds');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(120)).toBe('2 minutes');
    expect(waitInWords(121)).toBe('3 minutes');
    expect(waitInWords(14 * 60)).toBe('14 minutes');
  });

  it('never says zero, even for a wait that has just ended or a fraction', () => {
    expect(waitInWords(0)).toBe('1 second');
    expect(waitInWords(0.2)).toBe('1 second');
  });
});

describe('the issue 15 messages', () => {
  it('say how long a locked sign-in waits', () => {
    expect(LOGIN_ERROR_MESSAGES.lockedOut(14 * 60)).toBe('Too many login attempts. Try again in 14 minutes.');
    expect(LOGIN_ERROR_MESSAGES.lockedOut(30)).toBe('Too many login attempts. Try again in 30 seconds.');
  });

  it('say how many code attempts are left', () => {
    expect(CODE_ATTEMPT_MESSAGES.attemptsLeft(3)).toBe('3 attempts left.');
    expect(CODE_ATTEMPT_MESSAGES.attemptsLeft(1)).toBe('1 attempt left.');
  });
});
