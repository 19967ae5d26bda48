import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../../src/db/client';
import { emptyTables, fingerprintOf, type Pristine, readPristine } from './database-reset';
import { withDatabase } from './global-setup';

/**
 * PostgreSQL test databases kept by a test worker from one file to the next (decision 036, "One database per
 * worker"). Each file used to get a copy of the migrated template (CREATE DATABASE … TEMPLATE, about 0.35 s of the
 * server's work) and drop it after (a DROP waits for a checkpoint). A database a file has closed is emptied instead
 * (database-reset.ts) and handed to the next file, with a new pool: no session carries over. It is dropped as before
 * if anything still holds a connection to it (a server process a file started and killed) or its catalog has changed.
 */

const KEEP_AT_MOST = 2;
/**
 * A file that asks for this many connections or more races requests against each other (the money races, the ledger's
 * concurrency, parallel script saves, acceptances, fee refunds: 24 to 56 connections). Two at once, beside the other
 * workers' files, would pass the server's default of 100 connections, and the loser would answer 503. They take turns:
 * a lock the whole machine shares, held from the file's open to its close, while the other workers go on.
 */
const CROWD_POOL_SIZE = 20;
const CROWD_LOCK = 'select pg_advisory_lock(hashtext($1))';
const idle: string[] = [];
let pristine: Promise<Pristine> | undefined;

async function onDatabase<T>(url: string, name: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, name) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createFromTemplate(url: string, template: string): Promise<string> {
  // Named after the template, so that the run's teardown finds the copies its workers kept (global-setup.ts).
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await onDatabase(url, new URL(url).pathname.slice(1), (admin) => admin.query(`create database ${name} template ${template}`));
  pristine ??= onDatabase(url, name, (client) => readPristine(client));
  await pristine;
  return name;
}

async function drop(url: string, name: string): Promise<void> {
  await onDatabase(url, new URL(url).pathname.slice(1), (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** Waits until no other crowd file holds the machine's connections; the lock lasts as long as the session that took it. */
async function takeCrowdTurn(url: string): Promise<pg.Client> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query(CROWD_LOCK, ['amplio-test-crowd']);
  return holder;
}

/** Empties a database a file has finished with; answers false when it cannot be brought back to the migrated state. */
async function reset(url: string, name: string, state: Pristine): Promise<boolean> {
  try {
    return await onDatabase(url, name, async (client) => {
      // A pool's ended connections leave within moments; one that stays belongs to something still running.
      for (let attempt = 0; ; attempt++) {
        const { rows } = await client.query<{ others: number }>(
          `select count(*)::int as others from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        if (rows[0]!.others === 0) break;
        if (attempt === 20) return false;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      if ((await fingerprintOf(client)) !== state.fingerprint) return false;
      await client.query('begin');
      try {
        await emptyTables(client, state);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
      return true;
    });
  } catch {
    return false;
  }
}

/** A database for one test file, with `poolSize` connections: an emptied one this worker kept, or a new copy. */
export async function leasePostgres(url: string, template: string, poolSize: number): Promise<Database> {
  const turn = poolSize >= CROWD_POOL_SIZE ? await takeCrowdTurn(url) : undefined;
  const name = idle.pop() ?? (await createFromTemplate(url, template));
  const database = await openPostgres(withDatabase(url, name), poolSize);
  let open = true;
  return {
    ...database,
    close: async () => {
      if (!open) return;
      open = false;
      await database.close();
      // Ending the session that holds the lock lets the next crowd file in.
      await turn?.end();
      const state = await pristine!;
      if (idle.length < KEEP_AT_MOST && (await reset(url, name, state))) idle.push(name);
      else await drop(url, name);
    },
  };
}
