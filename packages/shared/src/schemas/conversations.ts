import { z } from 'zod';

/** Issue 24 §1: one conversation per campaign and creator, between the brand account and the creator. */
export const CONVERSATION_LIMITS = {
  bodyMax: 5000,
  attachmentMaxBytes: 25 * 1024 * 1024,
  attachmentsMax: 5,
  reasonMax: 1000,
  /** Messages one user may send in a minute, over all conversations. */
  perMinute: 30,
  conversationsPerPage: 20,
  messagesDefault: 30,
  messagesMax: 100,
  searchMax: 100,
} as const;

/** Images, PDF and video, as detected from magic bytes. */
export const ATTACHMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/quicktime',
] as const;

/** Who wrote a message: one of the two participants, or Amplio recording a status change. */
export const MESSAGE_SENDERS = ['brand', 'creator', 'system'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/** What opened a conversation: the first of these for the pair. */
export const CONVERSATION_OPENERS = ['invitation', 'application', 'script', 'question'] as const;
export type ConversationOpener = (typeof CONVERSATION_OPENERS)[number];

export const CONVERSATION_MESSAGES = {
  notFound: 'This conversation does not exist, or you are not part of it.',
  messageNotFound: 'This message does not exist in the conversation.',
  campaignNotFound: 'This campaign does not exist, or you cannot see it.',
  bodyRequired: 'Write a message or attach a file.',
  bodyTooLong: `Keep the message to ${CONVERSATION_LIMITS.bodyMax.toLocaleString('en-IN')} characters or fewer.`,
  questionRequired: 'Write your question.',
  tooManyAttachments: `Attach at most ${CONVERSATION_LIMITS.attachmentsMax} files to one message.`,
  attachmentTooLarge: 'Each attachment can be at most 25 MB.',
  attachmentWrongType: 'Attach an image (JPEG, PNG, GIF or WebP), a PDF or a video (MP4, WebM, OGG or QuickTime).',
  throttled: 'You are sending messages too quickly. Wait a minute, then send again.',
  reasonRequired: 'Say what is wrong with this message.',
  reasonTooLong: `Keep the reason to ${CONVERSATION_LIMITS.reasonMax.toLocaleString('en-IN')} characters or fewer.`,
  cannotReportOwn: 'You can only report a message the other side sent.',
  reported: 'Thank you. An Amplio operator will read this conversation.',
  alreadyReported: 'You have already reported this message.',
  pageInvalid: 'Page must be a whole number from 1.',
  limitInvalid: `Limit must be a whole number from 1 to ${CONVERSATION_LIMITS.messagesMax}.`,
  beforeInvalid: 'Before must be the id of a message in this conversation.',
  messageIdInvalid: 'message_id must be the id of a message in this conversation.',
  /** Shown to the recipient above a message whose contact details were hidden. */
  maskedNotice: 'Contact details are hidden until money is held for this collaboration. Payments made outside Amplio are not protected.',
  /** Shown to the sender of such a message. */
  maskedForRecipient:
    'The other side sees this message with contact details hidden until money is held for this collaboration. Payments made outside Amplio are not protected.',
} as const;

/** What replaces a hidden phone number, e-mail address, UPI id or messaging-app link. */
export const MASKED_TEXT = '[hidden]';

export const ZAttachment = z.object({ id: z.string(), name: z.string(), mime_type: z.string(), size: z.number().int(), url: z.string() });
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZMessage = z.object({
  id: z.string(),
  sender: z.enum(MESSAGE_SENDERS),
  body: z.string(),
  attachments: z.array(ZAttachment),
  created_at: z.string(),
  /** True when contact details in the body are hidden from the recipient (issue 24 §1, off-platform protection). */
  masked: z.boolean(),
  /** Set on the reporter's own view once they have reported it. */
  reported: z.boolean().optional(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversation = z.object({
  id: z.string(),
  campaign: z.object({ id: z.string(), product_name: z.string() }),
  brand: z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable() }),
  creator: z.object({ id: z.string(), name: z.string(), username: z.string().nullable(), profile_photo: z.string().nullable() }),
  last_message: z.object({ body: z.string(), sender: z.enum(MESSAGE_SENDERS), created_at: z.string() }).nullable(),
  unread_count: z.number().int(),
  /** True once money is held for the pair: contact details are no longer hidden. */
  protected: z.boolean(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** GET /api/conversations?page=&q= */
export const ZConversationsQuery = z.object({
  page: z.coerce
    .number({ error: CONVERSATION_MESSAGES.pageInvalid })
    .int(CONVERSATION_MESSAGES.pageInvalid)
    .min(1, CONVERSATION_MESSAGES.pageInvalid)
    .max(100_000, CONVERSATION_MESSAGES.pageInvalid)
    .default(1),
  q: z.string().trim().max(CONVERSATION_LIMITS.searchMax).optional(),
  /** One campaign's conversations (the Messages tab on Campaign Details); an unreadable id is ignored. */
  campaign_id: z.uuid().optional().catch(undefined),
});
export const ZConversationsResponse = z.object({
  success: z.literal(true),
  data: z.array(ZConversation),
  unread_total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TConversationsResponse = z.infer<typeof ZConversationsResponse>;

/** GET /api/conversations/{id}/messages?before=&limit= */
export const ZMessagesQuery = z.object({
  before: z.uuid(CONVERSATION_MESSAGES.beforeInvalid).optional(),
  limit: z.coerce
    .number({ error: CONVERSATION_MESSAGES.limitInvalid })
    .int(CONVERSATION_MESSAGES.limitInvalid)
    .min(1, CONVERSATION_MESSAGES.limitInvalid)
    .max(CONVERSATION_LIMITS.messagesMax, CONVERSATION_MESSAGES.limitInvalid)
    .default(CONVERSATION_LIMITS.messagesDefault),
});
export const ZMessagesResponse = z.object({
  success: z.literal(true),
  /** Oldest first (newest last). */
  data: z.array(ZMessage),
  has_more: z.boolean(),
  conversation: ZConversation,
  /** The newest message the other side has read, for "Seen" (null before they read any). */
  other_last_read_id: z.string().nullable(),
});
export type TMessagesResponse = z.infer<typeof ZMessagesResponse>;

/** POST /api/conversations/{id}/messages as JSON (multipart sends the same `body` beside `attachments`). */
export const ZSendMessageRequest = z.object({
  body: z.string({ error: CONVERSATION_MESSAGES.bodyRequired }).max(CONVERSATION_LIMITS.bodyMax, CONVERSATION_MESSAGES.bodyTooLong),
});
export const ZSendMessageResponse = z.object({ success: z.literal(true), data: ZMessage });
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** POST /api/conversations/{id}/read */
export const ZReadRequest = z.object({ message_id: z.uuid(CONVERSATION_MESSAGES.messageIdInvalid) });
export const ZReadResponse = z.object({ success: z.literal(true), unread_total: z.number().int() });
export type TReadResponse = z.infer<typeof ZReadResponse>;

/** POST /api/campaigns/{id}/questions */
export const ZQuestionRequest = z.object({
  body: z
    .string({ error: CONVERSATION_MESSAGES.questionRequired })
    .max(CONVERSATION_LIMITS.bodyMax, CONVERSATION_MESSAGES.bodyTooLong)
    .refine((s) => s.trim().length > 0, CONVERSATION_MESSAGES.questionRequired),
});
export const ZQuestionResponse = z.object({ success: z.literal(true), conversation_id: z.string() });
export type TQuestionResponse = z.infer<typeof ZQuestionResponse>;

/** POST /api/conversations/{id}/messages/{message_id}/report */
export const ZReportRequest = z.object({
  reason: z
    .string({ error: CONVERSATION_MESSAGES.reasonRequired })
    .max(CONVERSATION_LIMITS.reasonMax, CONVERSATION_MESSAGES.reasonTooLong)
    .refine((s) => s.trim().length > 0, CONVERSATION_MESSAGES.reasonRequired),
});
export const ZReportResponse = z.object({ success: z.literal(true), message: z.string() });
export type TReportResponse = z.infer<typeof ZReportResponse>;

/** GET /api/conversations/unread: the badge. */
export const ZUnreadResponse = z.object({ success: z.literal(true), unread_total: z.number().int() });
export type TUnreadResponse = z.infer<typeof ZUnreadResponse>;

/** The operator's queue at /ops/reports: GET /api/ops/reports. */
export const ZOpsReport = z.object({
  id: z.string(),
  conversation_id: z.string(),
  message: ZMessage,
  reason: z.string(),
  reporter: z.enum(['brand', 'creator']),
  campaign: z.object({ id: z.string(), product_name: z.string() }),
  brand_name: z.string(),
  creator_name: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export const ZOpsReportsResponse = z.object({ success: z.literal(true), data: z.array(ZOpsReport) });
export type TOpsReport = z.infer<typeof ZOpsReport>;
