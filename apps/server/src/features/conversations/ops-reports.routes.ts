import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  type TOpsReport,
  ZMessagesResponse,
  ZOpsReportsResponse,
} from '@amplio/shared/schemas/conversations';
import { isUuid } from '@amplio/shared/domain/uuid';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError } from '../../lib/errors';
import { signedInErrors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import { findConversationById, findMessage, listMessages } from './conversations.repository';
import { conversationView, messageView } from './conversations.service';
import { findReportConversation, listReports, resolveReport } from './reports.repository';

const tags = ['operator console'];
const ZId = z.object({ id: z.string().max(100) });
const errors = { ...signedInErrors, 404: ZErrorResponse };
const notFound = () => new AppError({ code: 'not_found', status: 404, message: HTTP_MESSAGES.notFound });
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The operators' queue of reported messages (/ops/reports): operators read a conversation only once it is reported. */
export const opsReportsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const operator = requireRole('operator');

  app.get(
    '/api/ops/reports',
    {
      preValidation: operator,
      schema: { tags, summary: 'Reported messages: open ones first, oldest first', response: { 200: ZOpsReportsResponse, ...errors } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await listReports(db);
      const data: TOpsReport[] = rows.map((r) => ({
        id: r.id,
        conversation_id: r.conversation_id,
        message: messageView(r.message, null),
        reason: r.reason,
        reporter: r.reporter_side,
        campaign: { id: r.campaign_id, product_name: r.product_name ?? 'Untitled campaign' },
        brand_name: r.brand_name ?? 'Brand',
        creator_name: r.creator_name,
        created_at: iso(r.created_at)!,
        resolved_at: iso(r.resolved_at),
      }));
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/ops/reports/:id/conversation',
    {
      preValidation: operator,
      schema: {
        tags,
        summary: 'The reported conversation, whole and unmasked: the newest 100 messages, or the 100 before `before` (a message id)',
        params: ZId,
        querystring: z.object({ before: z.string().max(100).optional() }),
        response: { 200: ZMessagesResponse, ...errors, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!isUuid(request.params.id)) throw notFound();
      const conversationId = await findReportConversation(db, request.params.id);
      const conversation = conversationId ? await findConversationById(db, conversationId) : undefined;
      if (!conversation?.reported_at) throw notFound();
      const before = request.query.before;
      const anchor = before && isUuid(before) ? await findMessage(db, { conversationId: conversation.id, messageId: before }) : undefined;
      if (before && !anchor) throw fieldError('before', CONVERSATION_MESSAGES.beforeInvalid);
      const rows = await listMessages(db, {
        conversationId: conversation.id,
        beforeSeq: anchor ? Number(anchor.seq) : undefined,
        limit: CONVERSATION_LIMITS.messagesMax + 1,
      });
      return {
        success: true as const,
        data: rows
          .slice(0, CONVERSATION_LIMITS.messagesMax)
          .reverse()
          .map((row) => messageView(row, null)),
        has_more: rows.length > CONVERSATION_LIMITS.messagesMax,
        conversation: conversationView(conversation, null),
        other_last_read_id: null,
      };
    },
  );

  app.post(
    '/api/ops/reports/:id/resolve',
    {
      preValidation: operator,
      schema: {
        tags,
        summary: 'Marks a report resolved',
        params: ZId,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      if (
        !isUuid(request.params.id) ||
        !(await resolveReport(db, { reportId: request.params.id, operatorId: request.user!.id, at: clock.now() }))
      ) {
        throw notFound();
      }
      return { success: true as const };
    },
  );
};
