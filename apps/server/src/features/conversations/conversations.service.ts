import { maskContactDetails } from '@amplio/shared/domain/contact-masking';
import { isUuid } from '@amplio/shared/domain/uuid';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  type TConversation,
  type TConversationsResponse,
  type TMessage,
  type TMessagesResponse,
  ZConversationsQuery,
  ZMessagesQuery,
  ZQuestionRequest,
  ZReadRequest,
  ZReportRequest,
} from '@amplio/shared/schemas/conversations';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { fileUrl } from '../../lib/uploads/file-url';
import type { StoredFile } from '../../lib/uploads/stored-files';
import { retryingTransaction } from '../../lib/retry-transaction';
import { parseOrThrow } from '../../lib/validation';
import { recordUserEvent } from '../events/event-log';
import {
  attachFiles,
  type ConversationListRow,
  findConversationFor,
  findConversationId,
  findMessage,
  insertMessage,
  isProtectedPair,
  listConversations,
  listMessages,
  markReadUpTo,
  type MessageRow,
  openConversation,
  otherLastRead,
  otherParticipant,
  unreadTotal,
} from './conversations.repository';
import { insertReport } from './reports.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const notFound = () => new AppError({ code: 'not_found', status: 404, message: CONVERSATION_MESSAGES.notFound });
const Side = z.enum(['brand', 'creator']);

/** A conversation's list row as the viewer sees it: the last message masked for them when it was masked. */
export function conversationView(row: ConversationListRow, viewerId: string | null): TConversation {
  const mine = row.last_sender_user_id !== null && row.last_sender_user_id === viewerId;
  const lastBody = row.last_masked_body !== null && !mine ? row.last_masked_body : row.last_body;
  return {
    id: row.id,
    campaign: { id: row.campaign_id, product_name: row.product_name ?? 'Untitled campaign' },
    brand: { id: row.brand_id ?? '', name: row.brand_name ?? 'Brand', logo_url: fileUrl(row.brand_logo_file_id) },
    creator: {
      id: row.creator_id,
      name: row.creator_name,
      username: row.creator_username,
      profile_photo: fileUrl(row.creator_photo_file_id),
    },
    last_message:
      row.last_sender && lastBody !== null ? { body: lastBody, sender: row.last_sender, created_at: iso(row.last_created_at)! } : null,
    unread_count: Number(row.unread_count),
    protected: row.protected,
  };
}

/** A message as the viewer sees it: the recipient of a masked one reads the masked text; operators read it whole. */
export function messageView(row: MessageRow, viewerId: string | null): TMessage {
  const masked = row.masked_body !== null;
  const mine = row.sender_user_id !== null && row.sender_user_id === viewerId;
  return {
    id: row.id,
    sender: row.sender,
    body: masked && !mine && viewerId !== null ? row.masked_body! : row.body,
    attachments: (row.attachments ?? []).map((a) => ({ ...a, size: Number(a.size), url: fileUrl(a.id)! })),
    created_at: iso(row.created_at)!,
    masked,
  };
}

export interface ConversationsDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  /** 404 or 403 when the creator cannot see the campaign (discovery's rule). */
  assertCampaignVisible: (input: { userId: string; id: string }) => Promise<void>;
  /** In the sending transaction: the recipient's grouped notification and their digest e-mail job. */
  onMessage: (input: { tx: DbOrTx; conversation: ConversationListRow; recipientId: string; senderName: string; at: Date }) => Promise<void>;
  /** After a read: the recipient's grouped notification of that conversation is read too. */
  onRead: (input: { tx: DbOrTx; conversationId: string; userId: string; at: Date }) => Promise<void>;
}

/** Conversations between a campaign's brand and a creator (issue 24 §1). */
export function createConversationsService(deps: ConversationsDeps) {
  const { db, clock, limiter } = deps;

  async function participantOf(tx: DbOrTx, input: { conversationId: string; userId: string }) {
    if (!isUuid(input.conversationId)) throw notFound();
    const row = await findConversationFor(tx, input);
    if (!row) throw notFound();
    return row;
  }

  async function throttle(userId: string) {
    const hit = await limiter.hit(`messages:${userId}`, { limit: CONVERSATION_LIMITS.perMinute, windowMs: 60_000 });
    if (!hit.allowed) {
      throw new AppError({
        code: 'rate_limited',
        status: 429,
        message: CONVERSATION_MESSAGES.throttled,
        extra: { retry_after: Math.ceil(hit.retryAfterMs / 1000) },
      });
    }
  }

  /** Writes one message in `tx`, with the events both sides' streams get and the recipient's notice. */
  async function write(
    tx: DbOrTx,
    input: { conversation: ConversationListRow; sender: UserRow; side: 'brand' | 'creator'; body: string; files: StoredFile[] },
  ) {
    const at = clock.now();
    const { conversation, sender } = input;
    const held = await isProtectedPair(tx, { campaignId: conversation.campaign_id, creatorId: conversation.creator_id });
    const masking = held ? null : maskContactDetails(input.body);
    const inserted = await insertMessage(tx, {
      conversationId: conversation.id,
      sender: input.side,
      senderUserId: sender.id,
      body: input.body,
      maskedBody: masking?.masked ? masking.text : null,
      at,
    });
    await attachFiles(tx, { messageId: inserted.id, fileIds: input.files.map((f) => f.id) });
    const row: MessageRow = {
      id: inserted.id,
      seq: Number(inserted.seq),
      sender: input.side,
      sender_user_id: sender.id,
      body: input.body,
      masked_body: masking?.masked ? masking.text : null,
      created_at: inserted.created_at,
      attachments: input.files.map((f) => ({ id: f.id, name: f.originalName, mime_type: f.mimeType, size: f.sizeBytes })),
    };
    const recipient = await otherParticipant(tx, { conversationId: conversation.id, userId: sender.id });
    for (const userId of [sender.id, recipient?.user_id].filter((id): id is string => Boolean(id))) {
      await recordUserEvent({
        tx,
        userId,
        type: 'message',
        data: { conversation_id: conversation.id, message: messageView(row, userId) },
        at,
      });
    }
    if (recipient) await deps.onMessage({ tx, conversation, recipientId: recipient.user_id, senderName: sender.name, at });
    return messageView(row, sender.id);
  }

  return {
    /** GET /api/conversations */
    async list(input: { user: UserRow; query: unknown }): Promise<TConversationsResponse> {
      const q = parseOrThrow(ZConversationsQuery, input.query);
      const perPage = CONVERSATION_LIMITS.conversationsPerPage;
      const {
        rows,
        total,
        unread: counted,
      } = await listConversations(db, {
        userId: input.user.id,
        q: q.q || undefined,
        campaignId: q.campaign_id,
        limit: perPage,
        offset: (q.page - 1) * perPage,
      });
      const unread = counted ?? (await unreadTotal(db, input.user.id));
      return {
        success: true,
        data: rows.map((row) => conversationView(row, input.user.id)),
        unread_total: unread,
        current_page: q.page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      };
    },

    unread: async (input: { user: UserRow }) => ({ success: true as const, unread_total: await unreadTotal(db, input.user.id) }),

    /** GET /api/conversations/{id}/messages: newest last; `before` pages back. */
    async messages(input: { user: UserRow; conversationId: string; query: unknown }): Promise<TMessagesResponse> {
      const conversation = await participantOf(db, { conversationId: input.conversationId, userId: input.user.id });
      const q = parseOrThrow(ZMessagesQuery, input.query);
      let beforeSeq: number | undefined;
      if (q.before) {
        const anchor = await findMessage(db, { conversationId: conversation.id, messageId: q.before });
        if (!anchor) throw fieldError('before', CONVERSATION_MESSAGES.beforeInvalid);
        beforeSeq = Number(anchor.seq);
      }
      const [rows, otherRead] = await Promise.all([
        listMessages(db, { conversationId: conversation.id, beforeSeq, limit: q.limit + 1 }),
        otherLastRead(db, { conversationId: conversation.id, userId: input.user.id }),
      ]);
      return {
        success: true,
        data: rows
          .slice(0, q.limit)
          .reverse()
          .map((row) => messageView(row, input.user.id)),
        has_more: rows.length > q.limit,
        conversation: conversationView(conversation, input.user.id),
        other_last_read_id: otherRead,
      };
    },

    /** POST /api/conversations/{id}/messages: the body and stored attachments, already received. */
    async send(input: { user: UserRow; conversationId: string; body: unknown; files: StoredFile[] }): Promise<TMessage> {
      const body = typeof input.body === 'string' ? input.body : input.body === undefined || input.body === null ? '' : null;
      if (body === null) throw fieldError('body', CONVERSATION_MESSAGES.bodyRequired);
      if (body.length > CONVERSATION_LIMITS.bodyMax) throw fieldError('body', CONVERSATION_MESSAGES.bodyTooLong);
      if (body.trim() === '' && input.files.length === 0) throw fieldError('body', CONVERSATION_MESSAGES.bodyRequired);
      // Two messages between the same brand and creator on two campaigns update both inbox rows in either order: a
      // deadlock between them is retried.
      return retryingTransaction(() =>
        db.transaction(async (tx) => {
          const conversation = await participantOf(tx, { conversationId: input.conversationId, userId: input.user.id });
          const side = Side.parse(conversation.side);
          return write(tx, { conversation, sender: input.user, side, body: body.trim(), files: input.files });
        }),
      );
    },

    /** Checked before any file is stored: the sender takes part and is within the rate. */
    async checkCanSend(input: { user: UserRow; conversationId: string }) {
      await participantOf(db, { conversationId: input.conversationId, userId: input.user.id });
      await throttle(input.user.id);
    },

    /** POST /api/conversations/{id}/read */
    async read(input: { user: UserRow; conversationId: string; body: unknown }) {
      const body = parseOrThrow(ZReadRequest, input.body);
      await db.transaction(async (tx) => {
        const conversation = await participantOf(tx, { conversationId: input.conversationId, userId: input.user.id });
        const message = await findMessage(tx, { conversationId: conversation.id, messageId: body.message_id });
        if (!message) throw fieldError('message_id', CONVERSATION_MESSAGES.messageIdInvalid);
        const at = clock.now();
        await markReadUpTo(tx, { conversationId: conversation.id, userId: input.user.id, seq: Number(message.seq) });
        const other = await otherParticipant(tx, { conversationId: conversation.id, userId: input.user.id });
        const data = { conversation_id: conversation.id, reader: Side.parse(conversation.side), message_id: message.id };
        for (const userId of [input.user.id, other?.user_id].filter((id): id is string => Boolean(id))) {
          await recordUserEvent({ tx, userId, type: 'read', data, at });
        }
        await deps.onRead({ tx, conversationId: conversation.id, userId: input.user.id, at });
      });
      return { success: true as const, unread_total: await unreadTotal(db, input.user.id) };
    },

    /** POST /api/campaigns/{id}/questions: a creator asks about a campaign they can see; the conversation opens. */
    async ask(input: { user: UserRow; campaignId: string; body: unknown }) {
      const body = parseOrThrow(ZQuestionRequest, input.body);
      if (!isUuid(input.campaignId))
        throw new AppError({ code: 'not_found', status: 404, message: CONVERSATION_MESSAGES.campaignNotFound });
      await throttle(input.user.id);
      const existing = await findConversationId(db, { campaignId: input.campaignId, creatorId: input.user.id });
      if (!existing) await deps.assertCampaignVisible({ userId: input.user.id, id: input.campaignId });
      const conversationId = await retryingTransaction(() =>
        db.transaction(async (tx) => {
          const id =
            existing ??
            (await openConversation(tx, { campaignId: input.campaignId, creatorId: input.user.id, opener: 'question', at: clock.now() }));
          const conversation = await participantOf(tx, { conversationId: id, userId: input.user.id });
          await write(tx, { conversation, sender: input.user, side: 'creator', body: body.body.trim(), files: [] });
          return id;
        }),
      );
      return { success: true as const, conversation_id: conversationId };
    },

    /** POST /api/conversations/{id}/messages/{message_id}/report */
    async report(input: { user: UserRow; conversationId: string; messageId: string; body: unknown }) {
      const body = parseOrThrow(ZReportRequest, input.body);
      const conversation = await participantOf(db, { conversationId: input.conversationId, userId: input.user.id });
      const message = isUuid(input.messageId)
        ? await findMessage(db, { conversationId: conversation.id, messageId: input.messageId })
        : undefined;
      if (!message) throw new AppError({ code: 'not_found', status: 404, message: CONVERSATION_MESSAGES.messageNotFound });
      if (message.sender === 'system' || message.sender_user_id === input.user.id) {
        throw new AppError({ code: 'cannot_report_own', status: 422, message: CONVERSATION_MESSAGES.cannotReportOwn });
      }
      try {
        await insertReport(db, {
          conversationId: conversation.id,
          messageId: message.id,
          reporterUserId: input.user.id,
          reporterSide: Side.parse(conversation.side),
          reason: body.reason.trim(),
          at: clock.now(),
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError({ code: 'already_reported', status: 409, message: CONVERSATION_MESSAGES.alreadyReported });
        throw err;
      }
      return { success: true as const, message: CONVERSATION_MESSAGES.reported };
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
