import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ATTACHMENT_MIME_TYPES,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  ZConversationsQuery,
  ZConversationsResponse,
  ZMessagesQuery,
  ZMessagesResponse,
  ZQuestionRequest,
  ZQuestionResponse,
  ZReadRequest,
  ZReadResponse,
  ZReportRequest,
  ZReportResponse,
  ZSendMessageRequest,
  ZSendMessageResponse,
  ZUnreadResponse,
} from '@amplio/shared/schemas/conversations';
import type { Db } from '../../db/client';
import { readInService, signedInErrors } from '../../lib/route-schemas';
import type { Storage } from '../../lib/storage/storage';
import { readMultipartForm } from '../../lib/uploads/multipart-form';
import type { FileFieldRule } from '../../lib/uploads/receive-file';
import { requireRole } from '../../plugins/auth-guards';
import type { ConversationsService } from './conversations.service';

const tags = ['conversations'];
const ZId = z.object({ id: z.string().max(100) });
const ZMessageParams = z.object({ id: z.string().max(100), message_id: z.string().max(100) });
const errors = {
  ...signedInErrors,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  429: ZErrorResponse,
};

/** Images, PDF and video, at most 25 MB each and 5 to a message, checked by their magic bytes. */
export const ATTACHMENT_RULE: FileFieldRule = {
  purpose: 'message_attachment',
  maxBytes: CONVERSATION_LIMITS.attachmentMaxBytes,
  allowed: ATTACHMENT_MIME_TYPES,
  maxCount: CONVERSATION_LIMITS.attachmentsMax,
  messages: {
    tooLarge: CONVERSATION_MESSAGES.attachmentTooLarge,
    wrongType: CONVERSATION_MESSAGES.attachmentWrongType,
    tooMany: CONVERSATION_MESSAGES.tooManyAttachments,
  },
};

export const conversationsRoutes: FastifyPluginAsyncZod<{ conversations: ConversationsService; db: Db; storage: Storage }> = async (
  app,
  { conversations, db, storage },
) => {
  const participant = requireRole('brand', 'creator');

  app.get(
    '/api/conversations',
    {
      preValidation: participant,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'The signed-in brand’s or creator’s conversations, most recent first, 20 a page',
        description: '`q` searches by the other side’s name or the campaign; `campaign_id` keeps one campaign’s.',
        querystring: ZConversationsQuery,
        response: { 200: ZConversationsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return conversations.list({ user: request.user!, query: request.query });
    },
  );

  app.get(
    '/api/conversations/unread',
    {
      preValidation: participant,
      schema: { tags, summary: 'Unread messages over all conversations (the badge)', response: { 200: ZUnreadResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return conversations.unread({ user: request.user! });
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      preValidation: participant,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'A conversation’s messages, newest last; `before` (a message id) pages back to older ones',
        params: ZId,
        querystring: ZMessagesQuery,
        response: { 200: ZMessagesResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return conversations.messages({ user: request.user!, conversationId: request.params.id, query: request.query });
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      preValidation: participant,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Sends a message: JSON `{ body }`, or multipart with `body` and up to 5 `attachments` (images, PDF, video; 25 MB each)',
        description:
          'Until money is held for the pair, phone numbers, e-mail addresses, UPI ids and messaging-app links are hidden from the recipient (`masked`). 30 messages a minute per user (429).',
        params: ZId,
        body: ZSendMessageRequest.optional(),
        response: { 201: ZSendMessageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const conversationId = request.params.id;
      if (request.isMultipart()) {
        let checked = false;
        const form = await readMultipartForm({
          request,
          db,
          storage,
          owner: { userId: user.id },
          files: { attachments: ATTACHMENT_RULE },
          beforeFile: async () => {
            if (checked) return;
            await conversations.checkCanSend({ user, conversationId });
            checked = true;
          },
        });
        try {
          if (!checked) await conversations.checkCanSend({ user, conversationId });
          const body = form.fields.body;
          const data = await conversations.send({
            user,
            conversationId,
            body: Array.isArray(body) ? null : body,
            files: form.fileLists.attachments ?? [],
          });
          return reply.status(201).send({ success: true as const, data });
        } catch (err) {
          await form.discard();
          throw err;
        }
      }
      await conversations.checkCanSend({ user, conversationId });
      const data = await conversations.send({
        user,
        conversationId,
        body: (request.body as { body?: unknown } | undefined)?.body,
        files: [],
      });
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      preValidation: participant,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Marks the conversation read up to a message',
        params: ZId,
        body: ZReadRequest,
        response: { 200: ZReadResponse, ...errors },
      },
    },
    async (request) => conversations.read({ user: request.user!, conversationId: request.params.id, body: request.body }),
  );

  app.post(
    '/api/campaigns/:id/questions',
    {
      preValidation: requireRole('creator'),
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: '“Ask the brand”: a creator’s question on a campaign they can see opens the conversation',
        params: ZId,
        body: ZQuestionRequest,
        response: { 201: ZQuestionResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await conversations.ask({ user: request.user!, campaignId: request.params.id, body: request.body })),
  );

  app.post(
    '/api/conversations/:id/messages/:message_id/report',
    {
      preValidation: participant,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Reports the other side’s message: the conversation goes to the operators’ queue',
        params: ZMessageParams,
        body: ZReportRequest,
        response: { 200: ZReportResponse, ...errors },
      },
    },
    async (request) =>
      conversations.report({
        user: request.user!,
        conversationId: request.params.id,
        messageId: request.params.message_id,
        body: request.body,
      }),
  );
};
