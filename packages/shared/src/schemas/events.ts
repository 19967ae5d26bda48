import { z } from 'zod';
import { ZMessage } from './conversations';
import { ZNotification } from './notifications';

/**
 * GET /api/events (issue 24 §2): what the signed-in user's event stream carries. Each SSE frame has `id` (replayed
 * after `Last-Event-ID` for 24 hours), `event` (the type below) and `data` (JSON).
 */
export const EVENT_TYPES = ['message', 'read', 'notification', 'status', 'video'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_LIMITS = { heartbeatSeconds: 25, replayHours: 24, reconnectingAfterSeconds: 10 } as const;

export const ZMessageEvent = z.object({ conversation_id: z.string(), message: ZMessage });
export const ZReadEvent = z.object({ conversation_id: z.string(), reader: z.enum(['brand', 'creator']), message_id: z.string() });
export const ZNotificationEvent = z.object({ notification: ZNotification });
/** A change to one of the user's own things: refetch what shows it. */
export const ZStatusEvent = z.object({
  entity: z.enum(['script', 'collaboration', 'campaign', 'payout']),
  id: z.string(),
  status: z.string(),
});

export type TMessageEvent = z.infer<typeof ZMessageEvent>;
export type TReadEvent = z.infer<typeof ZReadEvent>;
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;
export type TStatusEvent = z.infer<typeof ZStatusEvent>;
