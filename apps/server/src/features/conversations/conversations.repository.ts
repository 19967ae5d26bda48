import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { namedQuery } from '../../lib/named-query';

const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A conversation as one participant sees it in the list. */
export interface ConversationListRow {
  id: string;
  campaign_id: string;
  product_name: string | null;
  brand_id: string | null;
  brand_name: string | null;
  brand_logo_file_id: string | null;
  creator_id: string;
  creator_name: string;
  creator_username: string | null;
  creator_photo_file_id: string | null;
  unread_count: number;
  protected: boolean;
  last_body: string | null;
  last_masked_body: string | null;
  last_sender: 'brand' | 'creator' | 'system' | null;
  last_sender_user_id: string | null;
  last_created_at: Date | string | null;
}

const conversationColumns = sql`
  c.id, c.campaign_id, cm.product_name, b.id as brand_id, b.name as brand_name, b.logo_file_id as brand_logo_file_id,
  c.creator_id, u.name as creator_name, cp.username as creator_username, cp.profile_photo_file_id as creator_photo_file_id,
  p.unread_count::int as unread_count,
  (exists (select 1 from scripts s where s.campaign_id = c.campaign_id and s.creator_id = c.creator_id)
    or exists (select 1 from collaborations co where co.campaign_id = c.campaign_id and co.creator_id = c.creator_id and co.status = 'accepted')) as protected,
  lm.body as last_body, lm.masked_body as last_masked_body, lm.sender as last_sender, lm.sender_user_id as last_sender_user_id,
  lm.created_at as last_created_at`;

const conversationJoins = sql`
  join conversations c on c.id = p.conversation_id
  join campaigns cm on cm.id = c.campaign_id
  left join brands b on b.id = cm.brand_id
  join users u on u.id = c.creator_id
  left join creator_profiles cp on cp.user_id = c.creator_id
  left join lateral (
    select m.body, m.masked_body, m.sender, m.sender_user_id, m.created_at from conversation_messages m
    where m.conversation_id = c.id order by m.seq desc limit 1
  ) lm on true`;

/** One page of the user's conversations, most recent first, optionally searched by name or campaign. */
export async function listConversations(
  db: DbOrTx,
  input: { userId: string; q?: string; campaignId?: string; limit: number; offset: number },
): Promise<{ rows: ConversationListRow[]; total: number; unread?: number }> {
  if (!input.q && !input.campaignId) {
    // The page is picked from the participant index first (user, newest), then only its rows are joined.
    const [rows, counted] = await Promise.all([
      namedQuery<ConversationListRow>(db, {
        name: 'amplio_conversation_page',
        query: sql`with page as (
            select conversation_id, unread_count, last_message_at, user_id from conversation_participants
            where user_id = ${input.userId} order by last_message_at desc, conversation_id limit ${input.limit} offset ${input.offset}
          )
          select ${conversationColumns} from page p ${conversationJoins}
          order by p.last_message_at desc, p.conversation_id`,
      }),
      // The user's totals, kept by triggers (migration 0033): one row however many conversations.
      namedQuery<{ n: number; unread: number }>(db, {
        name: 'amplio_conversation_inbox',
        query: sql`select conversations::int as n, unread::int as unread from conversation_inboxes where user_id = ${input.userId}`,
      }),
    ]);
    return { rows, total: counted[0]?.n ?? 0, unread: counted[0]?.unread ?? 0 };
  }
  const filters: SQL[] = [sql`p.user_id = ${input.userId}`];
  if (input.campaignId) filters.push(sql`c.campaign_id = ${input.campaignId}`);
  if (input.q) {
    const like = `%${input.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(sql`(cm.product_name ilike ${like} or b.name ilike ${like} or u.name ilike ${like} or cp.username ilike ${like})`);
  }
  const where = sql.join(filters, sql` and `);
  const [rows, counted] = await Promise.all([
    rowsOf<ConversationListRow>(
      db,
      sql`select ${conversationColumns} from conversation_participants p ${conversationJoins}
        where ${where} order by p.last_message_at desc, p.conversation_id limit ${input.limit} offset ${input.offset}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from conversation_participants p join conversations c on c.id = p.conversation_id
        join campaigns cm on cm.id = c.campaign_id left join brands b on b.id = cm.brand_id join users u on u.id = c.creator_id
        left join creator_profiles cp on cp.user_id = c.creator_id where ${where}`,
    ),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** The conversation as this participant sees it, or nothing when they are not part of it. */
export async function findConversationFor(db: DbOrTx, input: { conversationId: string; userId: string }) {
  const [row] = await rowsOf<ConversationListRow & { side: 'brand' | 'creator'; brand_user_id: string; last_read_seq: number }>(
    db,
    sql`select ${conversationColumns}, p.side, c.brand_user_id, p.last_read_seq::bigint as last_read_seq
      from conversation_participants p ${conversationJoins}
      where p.conversation_id = ${input.conversationId} and p.user_id = ${input.userId}`,
  );
  return row;
}

export async function findConversationId(db: DbOrTx, input: { campaignId: string; creatorId: string }): Promise<string | null> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select id from conversations where campaign_id = ${input.campaignId} and creator_id = ${input.creatorId}`,
  );
  return row?.id ?? null;
}

/** Any conversation by id, for operators (who read it only once reported). */
export async function findConversationById(db: DbOrTx, conversationId: string) {
  const [row] = await rowsOf<ConversationListRow & { reported_at: Date | null }>(
    db,
    sql`select ${conversationColumns}, c.reported_at from conversation_participants p ${conversationJoins}
      where p.conversation_id = ${conversationId} and p.side = 'brand'`,
  );
  return row;
}

export interface MessageRow {
  id: string;
  seq: number;
  sender: 'brand' | 'creator' | 'system';
  sender_user_id: string | null;
  body: string;
  masked_body: string | null;
  created_at: Date | string;
  attachments: { id: string; name: string; mime_type: string; size: number }[] | null;
}

/** Messages of a conversation before `beforeSeq` (or the newest), newest first, with their attachments. */
export function listMessages(db: DbOrTx, input: { conversationId: string; beforeSeq?: number; limit: number }): Promise<MessageRow[]> {
  const before = input.beforeSeq === undefined ? sql`` : sql`and m.seq < ${input.beforeSeq}`;
  return rowsOf<MessageRow>(
    db,
    sql`select m.id, m.seq::bigint as seq, m.sender, m.sender_user_id, m.body, m.masked_body, m.created_at,
        (select json_agg(json_build_object('id', f.id, 'name', f.original_name, 'mime_type', f.mime_type, 'size', f.size_bytes) order by a.position)
          from conversation_attachments a join stored_files f on f.id = a.file_id where a.message_id = m.id) as attachments
      from conversation_messages m
      where m.conversation_id = ${input.conversationId} ${before}
      order by m.seq desc limit ${input.limit}`,
  );
}

export async function findMessage(db: DbOrTx, input: { conversationId: string; messageId: string }) {
  const [row] = await rowsOf<{ id: string; seq: number; sender: 'brand' | 'creator' | 'system'; sender_user_id: string | null }>(
    db,
    sql`select id, seq::bigint as seq, sender, sender_user_id from conversation_messages
      where id = ${input.messageId} and conversation_id = ${input.conversationId}`,
  );
  return row;
}

/** Opens (or finds) the conversation of a campaign and creator, as migration 0031's conversation_open does. */
export async function openConversation(
  tx: DbOrTx,
  input: { campaignId: string; creatorId: string; opener: 'question'; at: Date },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`select conversation_open(${input.campaignId}::uuid, ${input.creatorId}::uuid, ${input.opener}::conversation_opener, ${input.at.toISOString()}::timestamptz) as id`,
  );
  return row!.id;
}

/** Adds a participant's message; the other side's unread count and both sides' order move in the same transaction. */
export async function insertMessage(
  tx: DbOrTx,
  input: { conversationId: string; sender: 'brand' | 'creator'; senderUserId: string; body: string; maskedBody: string | null; at: Date },
) {
  const [row] = await rowsOf<{ id: string; seq: number; created_at: Date | string }>(
    tx,
    sql`insert into conversation_messages (conversation_id, sender, sender_user_id, body, masked_body, created_at)
      values (${input.conversationId}, ${input.sender}, ${input.senderUserId}, ${input.body}, ${input.maskedBody}, ${input.at.toISOString()}::timestamptz)
      returning id, seq::bigint as seq, created_at`,
  );
  await tx.execute(sql`update conversations set last_message_at = greatest(last_message_at, ${input.at.toISOString()}::timestamptz)
    where id = ${input.conversationId}`);
  await tx.execute(sql`update conversation_participants set
      last_message_at = greatest(last_message_at, ${input.at.toISOString()}::timestamptz),
      unread_count = case when user_id = ${input.senderUserId} then unread_count else unread_count + 1 end,
      last_read_seq = case when user_id = ${input.senderUserId} then greatest(last_read_seq, ${row!.seq}) else last_read_seq end
    where conversation_id = ${input.conversationId}`);
  return row!;
}

export async function attachFiles(tx: DbOrTx, input: { messageId: string; fileIds: string[] }) {
  if (input.fileIds.length === 0) return;
  const values = input.fileIds.map((id, i) => sql`(${id}::uuid, ${input.messageId}::uuid, ${i})`);
  await tx.execute(sql`insert into conversation_attachments (file_id, message_id, position) values ${sql.join(values, sql`, `)}`);
}

/** Marks read up to `seq`, and counts again what is still unread from the other side. */
export async function markReadUpTo(tx: DbOrTx, input: { conversationId: string; userId: string; seq: number }) {
  await tx.execute(sql`update conversation_participants p set
      last_read_seq = greatest(p.last_read_seq, ${input.seq}),
      unread_count = (select count(*) from conversation_messages m where m.conversation_id = p.conversation_id
        and m.seq > greatest(p.last_read_seq, ${input.seq}) and m.sender <> 'system' and m.sender_user_id is distinct from p.user_id)
    where p.conversation_id = ${input.conversationId} and p.user_id = ${input.userId}`);
}

export async function unreadTotal(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await namedQuery<{ n: number }>(db, {
    name: 'amplio_conversation_unread',
    query: sql`select unread::int as n from conversation_inboxes where user_id = ${userId}`,
  });
  return row?.n ?? 0;
}

/** The other participant's user id. */
export async function otherParticipant(db: DbOrTx, input: { conversationId: string; userId: string }) {
  const [row] = await rowsOf<{ user_id: string; side: 'brand' | 'creator' }>(
    db,
    sql`select user_id, side from conversation_participants where conversation_id = ${input.conversationId} and user_id <> ${input.userId}`,
  );
  return row;
}

/** The id of the newest message the other participant has read, or null. */
export async function otherLastRead(db: DbOrTx, input: { conversationId: string; userId: string }): Promise<string | null> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select m.id from conversation_participants p join conversation_messages m on m.conversation_id = p.conversation_id and m.seq = p.last_read_seq
      where p.conversation_id = ${input.conversationId} and p.user_id <> ${input.userId}`,
  );
  return row?.id ?? null;
}

/** Whether money is held for the pair: an accepted invitation or application, or a script (issue 24 §1). */
export async function isProtectedPair(db: DbOrTx, input: { campaignId: string; creatorId: string }): Promise<boolean> {
  const [row] = await rowsOf<{ held: boolean }>(
    db,
    sql`select (exists (select 1 from scripts s where s.campaign_id = ${input.campaignId} and s.creator_id = ${input.creatorId})
      or exists (select 1 from collaborations co where co.campaign_id = ${input.campaignId} and co.creator_id = ${input.creatorId} and co.status = 'accepted')) as held`,
  );
  return row?.held ?? false;
}
