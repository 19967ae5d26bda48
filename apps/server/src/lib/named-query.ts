import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { statementName } from './prepared-once';

interface PgPoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface WithDialect {
  $client?: unknown;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

const isPgPool = (client: unknown): client is PgPoolLike =>
  typeof client === 'object' && client !== null && 'totalCount' in client && typeof (client as PgPoolLike).query === 'function';

/**
 * A hot raw read sent as a named statement on PostgreSQL, so each pooled connection parses and plans it once (for the
 * conversation list, planning cost more than running). `name` must stand for one SQL text. PGlite, and a transaction,
 * run it as it is.
 */
export async function namedQuery<T>(db: DbOrTx, input: { name: string; query: SQL }): Promise<T[]> {
  const { $client, dialect } = db as unknown as WithDialect;
  if (isPgPool($client)) {
    const { sql, params } = dialect.sqlToQuery(input.query);
    return (await $client.query({ name: statementName(input.name), text: sql, values: params })).rows as T[];
  }
  return ((await db.execute(input.query)) as unknown as { rows: T[] }).rows;
}
