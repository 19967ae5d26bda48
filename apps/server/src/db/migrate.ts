import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { Database } from './client';

/** The migrations folder sits beside src/ in development and beside the bundle in dist/. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '../../drizzle'), join(here, '../drizzle'), join(here, 'drizzle')]) {
    if (existsSync(join(candidate, 'meta/_journal.json'))) return candidate;
  }
  throw new Error('Could not find the drizzle migrations folder');
}

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

export class NotMigratedError extends Error {}

/**
 * A PostgreSQL node never migrates (the migration step runs once, before the nodes start): it refuses to start on a
 * database that lacks some of its migrations, instead of failing later on a missing column.
 */
export async function assertMigrated(database: Database): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  let applied = 0;
  try {
    const { rows } = (await database.db.execute('select count(*)::int as n from drizzle.__drizzle_migrations' as never)) as unknown as {
      rows: { n: number }[];
    };
    applied = Number(rows[0]?.n ?? 0);
  } catch {
    // No migrations table: nothing was ever applied.
  }
  if (applied < journal.entries.length) {
    throw new NotMigratedError(
      `The database has ${applied} of the app's ${journal.entries.length} migrations: run \`npm run db:migrate\` once before starting the server.`,
    );
  }
}
