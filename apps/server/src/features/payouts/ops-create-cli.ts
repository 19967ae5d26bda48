/**
 * `npm run ops:create -- <email> [--name "…"]`: creates a verified operator on DATABASE_URL (PostgreSQL, which must
 * be migrated) or the embedded database (migrated here, as the server does at start). See operators.ts.
 */
import { loadConfig } from '../../config';
import { openPglite, openPostgres } from '../../db/client';
import { assertMigrated, runMigrations } from '../../db/migrate';
import { runOpsCreate } from './operators';

const config = loadConfig();
let database: Awaited<ReturnType<typeof openPglite>>;
try {
  database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite({ dataDir: config.dbDir });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
let code = 1;
try {
  if (database.kind === 'pglite') await runMigrations(database);
  else await assertMigrated(database);
  code = await runOpsCreate({
    db: database.db,
    argv: process.argv.slice(2),
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (err) {
  console.error((err as Error).message);
} finally {
  await database.close();
}
process.exit(code);
