import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { MessageRow } from './conversations.repository';

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A report, and the conversation enters the operators' queue (reported_at), in one statement each. */
export async function insertReport(
  db: DbOrTx,
  input: { conversationId: string; messageId: string; reporterUserId: string; reporterSide: 'brand' | 'creator'; reason: string; at: Date },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into message_reports (message_id, conversation_id, reporter_user_id, reporter_side, reason, created_at)
      values (${input.messageId}, ${input.conversationId}, ${input.reporterUserId}, ${input.reporterSide}, ${input.reason}, ${input.at.toISOString()}::timestamptz)`);
    await tx.execute(
      sql`update conversations set reported_at = coalesce(reported_at, ${input.at.toISOString()}::timestamptz) where id = ${input.conversationId}`,
    );
  });
}

export interface ReportRow {
  id: string;
  conversation_id: string;
  reason: string;
  reporter_side: 'brand' | 'creator';
  campaign_id: string;
  product_name: string | null;
  brand_name: string | null;
  creator_name: string;
  created_at: Date | string;
  resolved_at: Date | string | null;
  message: MessageRow;
}

/** The operators' queue: open reports first (oldest first), then the 50 most recently resolved. */
export function listReports(db: DbOrTx): Promise<ReportRow[]> {
  return rowsOf<ReportRow>(
    db,
    sql`select r.id, r.conversation_id, r.reason, r.reporter_side, c.campaign_id, cm.product_name, b.name as brand_name, u.name as creator_name,
        r.created_at, r.resolved_at,
        json_build_object('id', m.id, 'seq', m.seq, 'sender', m.sender, 'sender_user_id', m.sender_user_id, 'body', m.body,
          'masked_body', m.masked_body, 'created_at', m.created_at, 'attachments',
          (select json_agg(json_build_object('id', f.id, 'name', f.original_name, 'mime_type', f.mime_type, 'size', f.size_bytes) order by a.position)
            from conversation_attachments a join stored_files f on f.id = a.file_id where a.message_id = m.id)) as message
      from message_reports r
      join conversation_messages m on m.id = r.message_id
      join conversations c on c.id = r.conversation_id
      join campaigns cm on cm.id = c.campaign_id
      left join brands b on b.id = cm.brand_id
      join users u on u.id = c.creator_id
      order by (r.resolved_at is null) desc, case when r.resolved_at is null then r.created_at end asc, r.resolved_at desc
      limit 200`,
  );
}

export async function findReportConversation(db: DbOrTx, reportId: string): Promise<string | null> {
  const [row] = await rowsOf<{ conversation_id: string }>(db, sql`select conversation_id from message_reports where id = ${reportId}`);
  return row?.conversation_id ?? null;
}

export async function resolveReport(db: DbOrTx, input: { reportId: string; operatorId: string; at: Date }): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update message_reports set resolved_at = coalesce(resolved_at, ${input.at.toISOString()}::timestamptz), resolved_by = coalesce(resolved_by, ${input.operatorId})
      where id = ${input.reportId} returning id`,
  );
  return rows.length > 0;
}

/** Whether any message of the conversation that holds this file was reported (operators may then read the file). */
export async function isReportedAttachment(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from conversation_attachments a join conversation_messages m on m.id = a.message_id
      join conversations c on c.id = m.conversation_id where a.file_id = ${fileId} and c.reported_at is not null) as ok`,
  );
  return row?.ok ?? false;
}

/** Whether the user takes part in the conversation that holds this file. */
export async function isParticipantAttachment(db: DbOrTx, input: { fileId: string; userId: string }): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from conversation_attachments a join conversation_messages m on m.id = a.message_id
      join conversation_participants p on p.conversation_id = m.conversation_id where a.file_id = ${input.fileId} and p.user_id = ${input.userId}) as ok`,
  );
  return row?.ok ?? false;
}
