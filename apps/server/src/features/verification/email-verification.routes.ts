import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERIFICATION_MESSAGES } from '@amplio/shared/constants/messages';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZResendOtpRequest, ZResendOtpResponse, ZVerifyOtpRequest, ZVerifyOtpResponse } from '@amplio/shared/schemas/email-verification';
import { DASHBOARD_FOR } from '../auth/auth.service';
import { toPublicUser } from '../auth/public-user';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { ACCOUNT_API_PREFIXES, codeFlowLimits } from '../../plugins/ip-rate-limit';
import type { EmailVerificationService } from './email-verification.service';

const errors = { 400: ZErrorResponse, 404: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse };

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ emailVerification: EmailVerificationService; limiter: RateLimiter }> = async (
  app,
  { emailVerification, limiter },
) => {
  const { checkLimit, mailLimit } = codeFlowLimits(limiter);
  for (const [role, prefix] of ACCOUNT_API_PREFIXES) {
    const tags = [`${role} e-mail verification`];
    app.post(
      `${prefix}/verify-otp`,
      {
        schema: {
          tags,
          summary: 'Verifies the e-mail with the 6-digit code and signs the account in',
          body: ZVerifyOtpRequest,
          response: { 200: ZVerifyOtpResponse, ...errors },
        },
        preHandler: checkLimit,
      },
      async (request, reply) => {
        const user = await emailVerification.verifyEmail({ ...request.body, role });
        const token = await request.signIn(reply, { user, remember: false });
        return {
          success: true as const,
          message: VERIFICATION_MESSAGES.otpVerified,
          user: toPublicUser(user),
          token,
          redirect: DASHBOARD_FOR[role],
        };
      },
    );
    app.post(
      `${prefix}/resend-otp`,
      {
        schema: {
          tags,
          summary: 'Mails a new code (30 s cooldown)',
          body: ZResendOtpRequest,
          response: { 200: ZResendOtpResponse, ...errors },
        },
        preHandler: mailLimit,
      },
      async (request) => ({
        success: true as const,
        message: VERIFICATION_MESSAGES.otpResent,
        ...(await emailVerification.resendCode({ ...request.body, role })),
      }),
    );
  }
};
