import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountBlockedResponse,
  ZAccountMessageResponse,
  ZAccountResponse,
  ZAccountSummaryResponse,
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZEndOtherSessionsResponse,
  ZExportDownloadQuery,
  ZExportResponse,
  ZSessionsResponse,
  ZUpdateNameRequest,
  ZVerifyEmailChangeRequest,
} from '@amplio/shared/schemas/account';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { requireRole } from '../../plugins/auth-guards';
import { codeFlowLimits, limitByAddress } from '../../plugins/ip-rate-limit';
import { auditActorOf } from '../audit/audit-log';
import type { AccountExport } from './account-export';
import type { createAccountDeletion } from './account-deletion';
import type { AccountService, Caller } from './account.service';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse, 429: ZErrorResponse };
const tags = ['account'];
const EXPORTS_PER_HOUR = { limit: 5, windowMs: 60 * 60 * 1000 };

async function callerOf(request: FastifyRequest): Promise<Caller> {
  const auth = await request.auth();
  return { user: request.user!, sessionHash: auth!.sessionHash, actor: auditActorOf(request) };
}

/** Issue 25 §1: the same paths for brands and creators, each acting on the signed-in account only. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  deletion: ReturnType<typeof createAccountDeletion>;
  exports: AccountExport;
  limiter: RateLimiter;
}> = async (app, { account, deletion, exports, limiter }) => {
  const signedIn = requireRole('brand', 'creator');
  const { checkLimit, mailLimit } = codeFlowLimits(limiter);
  const exportLimit = limitByAddress({ limiter, bucket: 'account-export', rule: EXPORTS_PER_HOUR });

  app.get(
    '/api/account',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The signed-in account: name, e-mail and any e-mail change waiting for its code',
        response: { 200: ZAccountSummaryResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return account.summary({ caller: await callerOf(request) });
    },
  );

  app.put(
    '/api/account/name',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Changes the account’s name', body: ZUpdateNameRequest, response: { 200: ZAccountResponse, ...errors } },
    },
    async (request) => account.updateName({ caller: await callerOf(request), name: request.body.name }),
  );

  app.put(
    '/api/account/password',
    {
      preValidation: signedIn,
      preHandler: checkLimit,
      schema: {
        tags,
        summary: 'Changes the password (current one required); every other session of the account ends',
        description: 'A wrong current password answers 422 on current_password. The password rules are registration’s.',
        body: ZChangePasswordRequest,
        response: { 200: ZAccountMessageResponse, ...errors },
      },
    },
    async (request) =>
      account.changePassword({
        caller: await callerOf(request),
        currentPassword: request.body.current_password,
        password: request.body.password,
      }),
  );

  app.post(
    '/api/account/email',
    {
      preValidation: signedIn,
      preHandler: mailLimit,
      schema: {
        tags,
        summary: 'Mails a 6-digit code to the new address and a notice to the current one',
        description:
          'The current address keeps working until POST /api/account/email/verify. 429 with retry_after while the 30 s resend cooldown runs.',
        body: ZChangeEmailRequest,
        response: { 200: ZChangeEmailResponse, ...errors },
      },
    },
    async (request) => account.requestEmailChange({ caller: await callerOf(request), email: request.body.email }),
  );

  app.post(
    '/api/account/email/verify',
    {
      preValidation: signedIn,
      preHandler: checkLimit,
      schema: {
        tags,
        summary: 'Switches the account to the new address with the mailed code',
        body: ZVerifyEmailChangeRequest,
        response: { 200: ZAccountResponse, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => account.confirmEmailChange({ caller: await callerOf(request), otp: request.body.otp }),
  );

  app.get(
    '/api/account/sessions',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The account’s signed-in sessions, most recently seen first',
        response: { 200: ZSessionsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return account.listSessions({ caller: await callerOf(request) });
    },
  );

  app.delete(
    '/api/account/sessions/others',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Signs out every other session of the account', response: { 200: ZEndOtherSessionsResponse, ...errors } },
    },
    async (request) => account.endOtherSessions({ caller: await callerOf(request) }),
  );

  app.post(
    '/api/account/export',
    {
      preValidation: signedIn,
      preHandler: exportLimit,
      schema: {
        tags,
        summary: 'Queues an export of everything the account holds; a download link valid 24 hours is e-mailed',
        response: { 202: ZExportResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await exports.request({ userId: request.user!.id, actor: auditActorOf(request) })),
  );

  app.get(
    '/api/account/export/:id',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Downloads an export (the e-mailed, signed link; only the account’s owner, within 24 hours)',
        params: z.object({ id: z.uuid() }),
        querystring: ZExportDownloadQuery,
        response: {
          200: {
            description: 'The file: everything the account holds (JSON), or its ledger transfers (CSV)',
            content: { 'application/json': { schema: z.unknown() }, 'text/csv': { schema: z.string() } },
          },
          410: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { file, expires, signature } = request.query;
      const opened = await exports.open({ id: request.params.id, userId: request.user!.id, file, expires, signature });
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', opened.contentType)
        .header('Content-Disposition', `attachment; filename="amplio-data.${file}"`)
        .send(opened.stream as never);
    },
  );

  app.delete(
    '/api/account',
    {
      preValidation: signedIn,
      preHandler: checkLimit,
      config: { clientErrors: [409] },
      schema: {
        tags,
        summary: 'Deletes the account (password required); 409 with the reason while money is held for or owed to it',
        description:
          'Refused (409, reason escrow | funding | reservations | wallet | payouts) while the ledger holds money for or owes money to the account. Otherwise personal data is erased or anonymised, files removed and every session ended; the ledger and invoices keep amounts (decision 040).',
        body: ZDeleteAccountRequest,
        response: { 200: ZAccountMessageResponse, 409: ZAccountBlockedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await deletion.deleteAccount({ caller: await callerOf(request), password: request.body.password });
      await request.signOut(reply);
      return answer;
    },
  );
};
