import { loadConfig } from '../config';
import { openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';
import { installJobSchema } from '../lib/jobs/pg-boss-queue';

const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite({ dataDir: config.dbDir });
await runMigrations(database);
await installJobSchema(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
