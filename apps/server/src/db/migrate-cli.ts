import { loadConfig } from '../config';
import { openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';

const config = loadConfig();
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite({ dataDir: config.dbDir });
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
