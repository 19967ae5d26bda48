import type { FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { AppError } from '../lib/errors';
import { declareClientErrors } from '../lib/openapi/client-errors';
import type { LimitRule, RateLimiter } from '../lib/rate-limit/rate-limiter';

/** Generous per-address budgets for public writes that hash passwords, store files or send mail. */
export const PUBLIC_WRITE_LIMITS = {
  registrationStep: { limit: 60, windowMs: 10 * 60 * 1000 },
  codeMail: { limit: 20, windowMs: 10 * 60 * 1000 },
  codeCheck: { limit: 60, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, LimitRule>;

/** preHandler: 429 with retry_after once one address has used the budget of this bucket. */
export function limitByAddress(input: { limiter: RateLimiter; bucket: string; rule: LimitRule }) {
  return declareClientErrors(
    async function addressLimit(request: FastifyRequest) {
      const hit = await input.limiter.hit(`ip:${input.bucket}:${request.ip}`, input.rule);
      if (!hit.allowed) {
        throw new AppError({
          code: 'rate_limited',
          status: 429,
          message: HTTP_MESSAGES.tooManyRequests,
          extra: { retry_after: Math.ceil(hit.retryAfterMs / 1000) },
        });
      }
    },
    [429],
  );
}

/** The two budgets every code flow uses: checking a code, and mailing one. */
export function codeFlowLimits(limiter: RateLimiter) {
  return {
    checkLimit: limitByAddress({ limiter, bucket: 'code-check', rule: PUBLIC_WRITE_LIMITS.codeCheck }),
    mailLimit: limitByAddress({ limiter, bucket: 'code-mail', rule: PUBLIC_WRITE_LIMITS.codeMail }),
  };
}

/** Brands and creators get the same entry calls under their own prefix (spec 2 §7). */
export const ACCOUNT_API_PREFIXES = [
  ['creator', '/api/creators'],
  ['brand', '/api/brands'],
] as const;
