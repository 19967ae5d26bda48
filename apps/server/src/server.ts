import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { assertMigrated, NotMigratedError, runMigrations } from './db/migrate';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, seedDemoIfEmpty, seedDemoOperatorIfMissing } from './db/seed';
import { seedDemoCampaigns } from './db/seed-campaigns';
import { type DemoVideo, seedDemoScripts } from './db/seed-scripts';
import { systemClock } from './lib/clock';
import { readyLines } from './ready-lines';

function webDist(): string {
  if (process.env.WEB_DIST_DIR) return resolve(process.env.WEB_DIST_DIR);
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../web/dist'), join(here, '../web/dist'), resolve('apps/web/dist')];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

/** The demo's uploads use the landing page's small WebM clip when the web build has it (the seed falls back to a stub). */
function demoVideo(): DemoVideo | undefined {
  const file = join(webDist(), 'Brandvideo', '01.webm');
  return existsSync(file) ? { bytes: readFileSync(file), mimeType: 'video/webm', name: 'demo-reel.webm' } : undefined;
}

/** A shutdown lets running jobs finish for this long (then fails them back to the queue for another node), and gives up after the second. */
const JOB_GRACE_MS = 10_000;
const FORCE_EXIT_MS = 15_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dbDir });
  // PGlite is one process's own database, so it migrates at start; PostgreSQL nodes expect `npm run db:migrate`.
  if (database.kind === 'pglite') await runMigrations(database);
  else await assertMigrated(database);
  const seeded = config.demoMode && (await seedDemoIfEmpty({ db: database.db, now: new Date() }));
  if (seeded) {
    console.log('\nDemo accounts created (first run):');
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS))
      console.log(`  ${role.padEnd(8)} ${account.email}  /  ${account.password}`);
    console.log('');
  } else if (config.demoMode && (await seedDemoOperatorIfMissing({ db: database.db, now: new Date() }))) {
    console.log(`\nDemo operator created: ${DEMO_ACCOUNTS.operator.email}  /  ${DEMO_ACCOUNTS.operator.password}\n`);
  }
  const app = await buildApp({ config, database, webDistDir: webDist(), shutdownGraceMs: JOB_GRACE_MS });
  // Campaigns are funded through the real payments service, which the app builds.
  if (seeded && config.payments.provider) {
    await seedDemoCampaigns({
      db: database.db,
      clock: systemClock,
      config,
      campaigns: app.campaigns,
      payments: app.payments,
      brandEmail: DEMO_ACCOUNTS.brand.email,
    });
    await seedDemoScripts({
      db: database.db,
      clock: systemClock,
      config,
      campaigns: app.campaigns,
      payments: app.payments,
      scripts: app.scripts,
      collaborations: app.collaborations,
      review: app.review,
      creatorEmail: DEMO_ACCOUNTS.creator.email,
      brandEmail: DEMO_ACCOUNTS.brand.email,
      video: demoVideo(),
      // Behind any upload a person makes meanwhile: nobody waits on the demo's own videos.
      // DEMO_VIDEOS_UNPROCESSED=1 (the browser tests' server) leaves them as sent: only the tests that look at a
      // processed video pay for ffmpeg (decision 036).
      afterVideoUpload: (upload) =>
        app.videos.onVideoUploaded({ ...upload, priority: -1, process: process.env.DEMO_VIDEOS_UNPROCESSED !== '1' }),
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new jobs, finishing in-flight requests and running jobs');
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS);
    force.unref();
    await app.close();
    await database.close();
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.demoMode) for (const line of readyLines(config)) console.log(line);
  if (app.videos.unavailableReason) console.log(`Videos are not processed: ${app.videos.unavailableReason}`);
}

await main().catch((err) => {
  if (!(err instanceof NotMigratedError)) throw err;
  console.error(err.message);
  process.exit(1);
});
