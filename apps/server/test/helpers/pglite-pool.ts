import type { PGlite } from '@electric-sql/pglite';
import { databaseOnPglite, openPglite, type Database } from '../../src/db/client';
import { emptyTables, fingerprintOf, type Pristine, readPristine } from './database-reset';

/**
 * PGlite databases kept by a test worker from one file to the next (decision 036, "One PGlite per worker").
 *
 * Opening one from the migrated dump costs about 0.5 s of wall time and 0.7 s of CPU. A database a file has closed is
 * emptied instead (database-reset.ts, then the session's settings, locks and listeners) and handed to the next file.
 * It is kept only if its catalog still matches the migrated one: a file that changed the schema, a function or a
 * setting of its own (the job queue's test clock does) gets its database really closed, and the next opens a new one.
 *
 * Each file gets its own lease: a handle that fails like a closed PGlite once the file has closed it, so a timer or a
 * promise that outlives its file cannot touch the next file's rows.
 */

const KEEP_AT_MOST = 1;
const idle: PGlite[] = [];
let pristine: Promise<Pristine> | undefined;

/** Empties a database a file has finished with; answers false when it cannot be brought back to the migrated state. */
async function reset(client: PGlite, state: Pristine): Promise<boolean> {
  try {
    // A file may close its database inside a transaction it never finished.
    await client.exec('rollback');
    if ((await fingerprintOf(client)) !== state.fingerprint) return false;
    await client.transaction((tx) => emptyTables(tx, state));
    await client.exec('reset all; select pg_advisory_unlock_all(); unlisten *; discard temp');
    return true;
  } catch {
    return false;
  }
}

async function openFresh(dump: () => Blob): Promise<PGlite> {
  const database = await openPglite({ loadDataDir: dump() });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  pristine ??= readPristine(client);
  await pristine;
  return client;
}

/** A database for one test file: an emptied one this worker kept, or a new one from the migrated dump. */
export async function leasePglite(dump: () => Blob): Promise<Database> {
  const client = idle.pop() ?? (await openFresh(dump));
  let open = true;
  const unlisteners: (() => Promise<void>)[] = [];
  const lease = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!open) throw new Error('PGlite is closed');
        return value.apply(target, args);
      };
    },
  });
  const database = await databaseOnPglite(lease, async () => {
    if (!open) return;
    open = false;
    for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => {});
    const state = await pristine!;
    if (idle.length < KEEP_AT_MOST && (await reset(client, state))) idle.push(client);
    else await client.close().catch(() => {});
  });
  return {
    ...database,
    listen: async (channel, handlers) => {
      const unlisten = await database.listen(channel, handlers);
      unlisteners.push(unlisten);
      return unlisten;
    },
  };
}
