import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction: what a caller must hold to move money (the ledger takes nothing else). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, on PostgreSQL: the job queue opens its own small pool with it. */
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTENs on a channel: `onNotify` gets each payload NOTIFY sends, delivered when the sending transaction commits.
   * `onGap` runs whenever notifications may have been missed (the listening connection was lost and is back).
   */
  listen(channel: string, handlers: { onNotify(payload: string): void; onGap(): void }): Promise<() => Promise<void>>;
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that does not answer (a network cut, a failover in progress) fails the request in 5 s with a 503
    // instead of holding it, and every request queued behind it, until the client gives up.
    connectionTimeoutMillis: 5_000,
    // A connection the network dropped without a word is noticed by the OS and dropped, not kept as if alive.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // No JIT compilation: the app's statements are short reads and writes, and JIT only starts when the planner's cost
    // estimate passes jit_above_cost, which a subquery's cost counted per row does on a one-row count (discovery's
    // total: 56 ms, 34 ms of it compiling, for 22 ms of work on the scale seed). Decision 035.
    options: '-c jit=off',
  });
  // A client can be cut by the server (restart, failover, admin) while idle in the pool or while checked out, between
  // two queries of a transaction; either way node-postgres emits 'error' on it, and without a listener that crashes
  // the process. The query in flight fails (the request answers 503), the transaction is rolled back by the server,
  // the pool drops the broken client, and the next query opens a new one.
  pool.on('error', (err) => console.warn(`PostgreSQL idle connection closed: ${err.message}`));
  pool.on('connect', (client) => {
    client.on('error', () => {
      // Already reported to whoever holds the client (its query rejects); the pool's own listener covers idle ones.
    });
  });
  // Readiness asks on a connection of its own: a node whose pool is busy serving requests is still ready; only a
  // database that does not answer makes it unready.
  const probe = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 5_000, keepAlive: true });
  probe.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    ping: async () => void (await probe.query('select 1')),
    close: async () => {
      await Promise.all([pool.end(), probe.end()]);
    },
    listen: (channel, handlers) => listenOnPostgres({ url, channel, ...handlers }),
  };
}

/**
 * A connection of its own that LISTENs, opened again with backoff whenever it drops (a restart, a failover); each
 * time it is back, `onGap` tells the listener to catch up from the database.
 */
async function listenOnPostgres(input: { url: string; channel: string; onNotify(payload: string): void; onGap(): void }) {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | undefined;
  let stopped = false;
  let delayMs = 250;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${input.channel.replaceAll('"', '""')}"`;
  const connect = async (afterLoss: boolean) => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: input.url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on('error', () => {});
    next.on('notification', (message) => {
      if (message.channel === input.channel && message.payload) input.onNotify(message.payload);
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!stopped) retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
      if (stopped) return void (await next.end().catch(() => {}));
      client = next;
      delayMs = 250;
      if (afterLoss) input.onGap();
    } catch {
      await next.end().catch(() => {});
    }
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, 5_000);
  };
  await connect(false);
  if (!client) retry();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/** PGlite does not lock its folder against a second process, so we do. */
function takeFolderLock(dir: string): () => void {
  const lockFile = join(dir, '..', `${dir.split('/').pop()}.lock`);
  mkdirSync(dirname(lockFile), { recursive: true });
  try {
    const fd = openSync(lockFile, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = holder !== process.pid;
    } catch {}
    if (alive) throw new Error(`The database folder ${dir} is in use by process ${holder}. Stop it first.`);
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

export async function openPglite(input: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Creator search's trigram index (migration 0020); PostgreSQL has pg_trgm in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let release = () => {};
  if (input.dataDir) {
    mkdirSync(input.dataDir, { recursive: true });
    release = takeFolderLock(input.dataDir);
  }
  const client = await PGlite.create(input.dataDir, {
    extensions: { pg_trgm },
    ...(input.loadDataDir ? { loadDataDir: input.loadDataDir } : {}),
  });
  return databaseOnPglite(client, async () => {
    await client.close();
    release();
  });
}

/** The app's view of an open PGlite: `close` is what closing it means to its owner. */
export async function databaseOnPglite(client: PGliteClient, close: () => Promise<void>): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close,
    // One embedded node: NOTIFY reaches LISTEN in this process, at commit.
    listen: async (channel, handlers) => client.listen(channel, handlers.onNotify),
  };
}

/** The part of PGlite the app uses. */
export type PGliteClient = Pick<import('@electric-sql/pglite').PGlite, 'query' | 'listen'>;
