import { and, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_LIMITS } from '@amplio/shared/schemas/notifications';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { type NotificationMailer, mailNotification } from '../notifications/notification-mail';
import { recordNotification } from '../notifications/notify';
import { claimDigest, emailOffFor, lastDigestAt } from '../notifications/preferences';
import type { ConversationListRow } from './conversations.repository';

export const MESSAGE_DIGEST_QUEUE = 'messages.digest';
const DIGEST_MS = NOTIFICATION_LIMITS.digestMinutes * 60_000;
/** A first digest waits a little: people chatting in the app read their messages before any mail is due. */
const FIRST_DIGEST_DELAY_MS = 2 * 60_000;

const groupKey = (conversationId: string, userId: string) => `messages:${conversationId}:${userId}`;
const messagesPath = (side: 'brand' | 'creator', conversationId: string) =>
  side === 'brand' ? `/brand/messages/${conversationId}` : `/creator/dashboard/messages/${conversationId}`;

/**
 * What a new message does for its recipient, in the sending transaction: one notification per conversation that
 * collects its unread messages, and a digest e-mail job (at most one mail per 15 minutes, never one per message).
 */
export function createMessageNotices(deps: { db: Db; clock: Clock; jobs: Pick<JobQueue, 'send'>; mailer: NotificationMailer }) {
  const { db, clock, jobs, mailer } = deps;

  async function unreadFrom(tx: DbOrTx, input: { conversationId: string; userId: string }) {
    const { rows } = (await tx.execute(sql`select unread_count::int as n, side from conversation_participants
      where conversation_id = ${input.conversationId} and user_id = ${input.userId}`)) as unknown as {
      rows: { n: number; side: 'brand' | 'creator' }[];
    };
    return rows[0];
  }

  return {
    async onMessage(input: { tx: DbOrTx; conversation: ConversationListRow; recipientId: string; senderName: string; at: Date }) {
      const { tx, conversation, recipientId, at } = input;
      const unread = await unreadFrom(tx, { conversationId: conversation.id, userId: recipientId });
      if (!unread) return;
      const product = conversation.product_name ?? 'a campaign';
      await recordNotification({
        tx,
        at,
        userId: recipientId,
        category: 'messages',
        title: unread.n > 1 ? `${unread.n} new messages from ${input.senderName}` : `New message from ${input.senderName}`,
        message: `About ${product}.`,
        link: messagesPath(unread.side, conversation.id),
        dedupeKey: groupKey(conversation.id, recipientId),
        regroup: true,
      });
      const last = await lastDigestAt(tx, recipientId);
      const startAfter = new Date(Math.max(at.getTime() + FIRST_DIGEST_DELAY_MS, (last?.getTime() ?? 0) + DIGEST_MS));
      await jobs.send({ tx, name: MESSAGE_DIGEST_QUEUE, data: { userId: recipientId }, startAfter, singletonKey: `digest:${recipientId}` });
    },

    /** Reading a conversation reads its grouped notification too. */
    async onRead(input: { tx: DbOrTx; conversationId: string; userId: string; at: Date }) {
      await input.tx
        .update(notifications)
        .set({ readAt: input.at })
        .where(and(eq(notifications.dedupeKey, groupKey(input.conversationId, input.userId)), isNull(notifications.readAt)));
    },

    /** The digest job: one mail listing the conversations with unread messages, unless e-mail for messages is off. */
    async sendDigest(input: { userId: string }) {
      const at = clock.now();
      await db.transaction(async (tx) => {
        if ((await emailOffFor(tx, input.userId)).has('messages')) return;
        const { rows } = (await tx.execute(sql`
          select p.conversation_id, p.side, p.unread_count::int as n, cm.product_name, u.email, u.name,
            case when p.side = 'brand' then cu.name else coalesce(b.name, 'The brand') end as other_name
          from conversation_participants p join conversations c on c.id = p.conversation_id join campaigns cm on cm.id = c.campaign_id
          left join brands b on b.id = cm.brand_id join users cu on cu.id = c.creator_id join users u on u.id = p.user_id
          where p.user_id = ${input.userId} and p.unread_count > 0 order by p.last_message_at desc limit 10`)) as unknown as {
          rows: {
            conversation_id: string;
            side: 'brand' | 'creator';
            n: number;
            product_name: string | null;
            email: string;
            name: string;
            other_name: string;
          }[];
        };
        if (rows.length === 0 || !(await claimDigest(tx, { userId: input.userId, at, minMs: DIGEST_MS }))) return;
        const total = rows.reduce((sum, r) => sum + r.n, 0);
        const first = rows[0]!;
        await mailNotification(mailer, {
          tx,
          userId: input.userId,
          to: first.email,
          name: first.name,
          category: 'messages',
          title: total === 1 ? 'You have an unread message on Amplio' : `You have ${total} unread messages on Amplio`,
          message: rows.map((r) => `${r.other_name} · ${r.product_name ?? 'a campaign'}: ${r.n} unread`).join('\n'),
          link: first.side === 'brand' ? '/brand/messages' : '/creator/dashboard/messages',
          action: 'Read your messages',
        });
      });
    },
  };
}

export type MessageNotices = ReturnType<typeof createMessageNotices>;
