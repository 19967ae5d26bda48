import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZResetPasswordRequest,
  ZResetPasswordResponse,
  ZVerifyResetCodeRequest,
  ZVerifyResetCodeResponse,
} from '@amplio/shared/schemas/password-reset';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { ACCOUNT_API_PREFIXES, codeFlowLimits } from '../../plugins/ip-rate-limit';
import type { PasswordResetService } from './password-reset.service';

const errors = { 400: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse };

/** Spec 2 §7 names the creator calls; brands get the same three under /api/brands. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ passwordReset: PasswordResetService; limiter: RateLimiter }> = async (
  app,
  { passwordReset, limiter },
) => {
  const { checkLimit, mailLimit } = codeFlowLimits(limiter);
  for (const [role, prefix] of ACCOUNT_API_PREFIXES) {
    const tags = [`${role} password reset`];
    app.post(
      `${prefix}/forgot-password`,
      {
        schema: {
          tags,
          summary: 'Mails a 6-digit reset code (same answer whether or not the account exists)',
          body: ZForgotPasswordRequest,
          response: { 200: ZForgotPasswordResponse, ...errors },
        },
        preHandler: mailLimit,
      },
      async (request) => ({ success: true as const, ...(await passwordReset.requestCode({ email: request.body.email, role })) }),
    );
    app.post(
      `${prefix}/verify-reset-otp`,
      {
        schema: {
          tags,
          summary: 'Trades a valid reset code for a 15-minute reset token',
          body: ZVerifyResetCodeRequest,
          response: { 200: ZVerifyResetCodeResponse, ...errors },
        },
        preHandler: checkLimit,
      },
      async (request) => ({ success: true as const, ...(await passwordReset.verifyCode({ ...request.body, role })) }),
    );
    app.post(
      `${prefix}/reset-password`,
      {
        schema: {
          tags,
          summary: 'Sets the new password and ends every session of the account',
          body: ZResetPasswordRequest,
          response: { 200: ZResetPasswordResponse, ...errors },
        },
        preHandler: checkLimit,
      },
      async (request) => ({ success: true as const, ...(await passwordReset.resetPassword({ ...request.body, role })) }),
    );
  }
};
