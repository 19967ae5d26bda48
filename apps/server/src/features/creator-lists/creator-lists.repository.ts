import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface ListRow {
  id: string;
  name: string;
  creators_count: number;
  creator_ids: string[];
  created_at: string | Date;
  updated_at: string | Date;
}

/** Every list of the brand (or the one `listId`), with its members newest first. */
export async function findLists(db: DbOrTx, input: { brandUserId: string; listId?: string }): Promise<ListRow[]> {
  const one = input.listId ? sql`and l.id = ${input.listId}` : sql``;
  const { rows } = (await db.execute(sql`
    select l.id, l.name, l.created_at, l.updated_at,
      count(m.creator_id)::int as creators_count,
      coalesce(array_agg(m.creator_id::text order by m.added_at desc, m.creator_id) filter (where m.creator_id is not null), '{}') as creator_ids
    from creator_lists l left join creator_list_members m on m.list_id = l.id
    where l.brand_user_id = ${input.brandUserId} ${one}
    group by l.id
    order by l.created_at, l.id`)) as unknown as { rows: ListRow[] };
  return rows;
}

/** Holds the brand's account row until the transaction ends, so two new lists cannot both pass the limit. */
export async function lockBrandLists(tx: DbOrTx, brandUserId: string) {
  await tx.execute(sql`select 1 from users where id = ${brandUserId} for update`);
}

export async function countLists(tx: DbOrTx, brandUserId: string): Promise<number> {
  const { rows } = (await tx.execute(
    sql`select count(*)::int as n from creator_lists where brand_user_id = ${brandUserId}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return rows[0]?.n ?? 0;
}

export async function insertList(tx: DbOrTx, input: { brandUserId: string; name: string; now: Date }): Promise<string> {
  const { rows } = (await tx.execute(sql`
    insert into creator_lists (brand_user_id, name, created_at, updated_at)
    values (${input.brandUserId}, ${input.name}, ${input.now}, ${input.now}) returning id`)) as unknown as { rows: { id: string }[] };
  return rows[0]!.id;
}

/** The brand's own list, locked until the transaction ends (adds to one list run one at a time); false for anyone else's. */
export async function lockOwnList(tx: DbOrTx, input: { brandUserId: string; listId: string }): Promise<boolean> {
  const { rows } = (await tx.execute(
    sql`select id from creator_lists where id = ${input.listId} and brand_user_id = ${input.brandUserId} for update`,
  )) as unknown as { rows: unknown[] };
  return rows.length === 1;
}

/** Whether brands may see this creator: verified and open to invitations. */
export async function isOpenCreator(tx: DbOrTx, creatorId: string): Promise<boolean> {
  const { rows } = (await tx.execute(sql`
    select 1 from creator_search cs join users u on u.id = cs.user_id
    where cs.user_id = ${creatorId} and cs.open_to_invitations and u.email_verified_at is not null`)) as unknown as { rows: unknown[] };
  return rows.length === 1;
}

export async function memberCount(tx: DbOrTx, listId: string): Promise<{ count: number; has: (creatorId: string) => Promise<boolean> }> {
  const { rows } = (await tx.execute(sql`select count(*)::int as n from creator_list_members where list_id = ${listId}`)) as unknown as {
    rows: { n: number }[];
  };
  return {
    count: rows[0]?.n ?? 0,
    has: async (creatorId) => {
      const found = (await tx.execute(
        sql`select 1 from creator_list_members where list_id = ${listId} and creator_id = ${creatorId}`,
      )) as unknown as { rows: unknown[] };
      return found.rows.length === 1;
    },
  };
}

export async function addMember(tx: DbOrTx, input: { listId: string; creatorId: string; now: Date }) {
  await tx.execute(sql`
    insert into creator_list_members (list_id, creator_id, added_at) values (${input.listId}, ${input.creatorId}, ${input.now})
    on conflict do nothing`);
  await tx.execute(sql`update creator_lists set updated_at = ${input.now} where id = ${input.listId}`);
}

export async function removeMember(tx: DbOrTx, input: { listId: string; creatorId: string; now: Date }) {
  await tx.execute(sql`delete from creator_list_members where list_id = ${input.listId} and creator_id = ${input.creatorId}`);
  await tx.execute(sql`update creator_lists set updated_at = ${input.now} where id = ${input.listId}`);
}

export async function deleteList(tx: DbOrTx, listId: string) {
  await tx.execute(sql`delete from creator_lists where id = ${listId}`);
}
