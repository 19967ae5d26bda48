import { LOGIN_MESSAGES } from '@amplio/shared/constants/messages';
import { AppError } from '../../lib/errors';
import type { LimitRule, RateLimiter } from '../../lib/rate-limit/rate-limiter';

const WINDOW_MS = 15 * 60 * 1000;
/**
 * Three counters of failed sign-ins, each in a 15-minute window that ends on its own, so nobody stays locked out:
 * one account from one address (tight), one account from anywhere (looser, slows distributed guessing),
 * and one address across accounts (slows credential stuffing).
 */
export const LOGIN_LIMITS = {
  accountFromAddress: { limit: 5, windowMs: WINDOW_MS },
  account: { limit: 20, windowMs: WINDOW_MS },
  address: { limit: 100, windowMs: WINDOW_MS },
} as const satisfies Record<string, LimitRule>;

export function createLoginThrottle(deps: { limiter: RateLimiter }) {
  const { limiter } = deps;
  const keysOf = (input: { email: string; ip: string }) => {
    const email = input.email.trim().toLowerCase();
    return [
      [`login:acct-ip:${email}:${input.ip}`, LOGIN_LIMITS.accountFromAddress],
      [`login:acct:${email}`, LOGIN_LIMITS.account],
      [`login:ip:${input.ip}`, LOGIN_LIMITS.address],
    ] as const;
  };

  return {
    /** Refuses before the password is checked, so a throttled caller learns nothing about it. */
    async assertAllowed(input: { email: string; ip: string }) {
      for (const [key, rule] of keysOf(input)) {
        const state = await limiter.check(key, rule);
        if (!state.allowed) {
          throw new AppError({
            code: 'too_many_attempts',
            status: 429,
            message: LOGIN_MESSAGES.tooManyAttempts,
            extra: { retry_after: Math.ceil(state.retryAfterMs / 1000), can_retry: false },
          });
        }
      }
    },
    /** Counts a failure; returns how many tries this account has left from this address. */
    async recordFailure(input: { email: string; ip: string }): Promise<number> {
      let remaining = 0;
      for (const [key, rule] of keysOf(input)) {
        const hit = await limiter.hit(key, rule);
        if (rule === LOGIN_LIMITS.accountFromAddress) remaining = hit.remaining;
      }
      return remaining;
    },
    async recordSuccess(input: { email: string; ip: string }) {
      const [first] = keysOf(input);
      await limiter.reset(first[0], first[1]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
