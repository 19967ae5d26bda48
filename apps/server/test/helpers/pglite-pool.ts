import type { PGlite } from '@electric-sql/pglite';
import { databaseOnPglite, openPglite, type Database } from '../../src/db/client';

/**
 * PGlite databases kept by a test worker from one file to the next (decision 036, "One PGlite per worker").
 *
 * Opening one from the migrated dump costs about 0.5 s of wall time and 0.7 s of CPU, and the PGlite pass opened about
 * 320. A database a file has closed is emptied instead (every table truncated, the rows the migrations wrote put back,
 * the sequences and the session reset) and handed to the next file. It is kept only if its catalog still matches the
 * migrated one: a file that changed the schema, a function or a setting of its own (the job queue's test clock does)
 * gets its database really closed, and the next file opens a fresh one.
 *
 * Each file gets its own lease: a handle that fails like a closed PGlite once the file has closed it, so a timer or a
 * promise that outlives its file cannot touch the next file's rows.
 */

interface Pristine {
  /** The catalog as the migrations leave it (relations, columns, functions, triggers, constraints, types, settings). */
  fingerprint: string;
  /** Every table in the app's and the job queue's schemas, quoted. */
  tables: string[];
  /** The rows the migrations wrote (the job queue's version and its dead-letter queue), as JSON per table. */
  rows: { table: string; json: string }[];
  /** Each sequence's value after the migrations. */
  sequences: { name: string; value: string; called: boolean }[];
}

const KEEP_AT_MOST = 2;
const idle: PGlite[] = [];
let pristine: Promise<Pristine> | undefined;

const CATALOG_FINGERPRINT = `
  with user_namespaces as (
    select oid, nspname from pg_namespace
     where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%'
       and nspname not like 'pg_toast_temp%'
  ), items as (
    select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' ||
           coalesce((select string_agg(a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull ||
                                       ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by a.attnum)
                       from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
      from pg_class c join user_namespaces n on n.oid = c.relnamespace
    union all
    select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) || ' ' || coalesce(array_to_string(p.proconfig, ','), '')
      from pg_proc p join user_namespaces n on n.oid = p.pronamespace
    union all
    select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || md5(pg_get_constraintdef(c.oid))
      from pg_constraint c join user_namespaces n on n.oid = c.connamespace
    union all
    select 'type ' || t.oid::regtype::text || ' ' || coalesce((select string_agg(e.enumlabel, ',' order by e.enumsortorder)
                                                                from pg_enum e where e.enumtypid = t.oid), '')
      from pg_type t join user_namespaces n on n.oid = t.typnamespace
    union all
    select 'view ' || c.oid::regclass::text || ' ' || md5(pg_get_viewdef(c.oid))
      from pg_class c join user_namespaces n on n.oid = c.relnamespace where c.relkind in ('v', 'm')
    union all
    select 'policy ' || polrelid::regclass::text || ' ' || polname from pg_policy
    union all
    select 'extension ' || extname || ' ' || extversion from pg_extension
    union all
    select 'setting ' || coalesce(array_to_string(setconfig, ','), '') from pg_db_role_setting
    union all
    select 'role ' || rolname from pg_roles
  )
  select md5(string_agg(item, E'\\n' order by item)) as fingerprint from items`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(CATALOG_FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function readPristine(client: PGlite): Promise<Pristine> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`);
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
              last_value is not null as called
         from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  return { fingerprint: await fingerprintOf(client), tables, rows, sequences };
}

/** Empties a database a file has finished with; answers false when it cannot be brought back to the migrated state. */
async function reset(client: PGlite, state: Pristine): Promise<boolean> {
  try {
    // A file may close its database inside a transaction it never finished.
    await client.exec('rollback');
    if ((await fingerprintOf(client)) !== state.fingerprint) return false;
    await client.transaction(async (tx) => {
      // The ledger's append-only triggers refuse a TRUNCATE; a test database's reset is not the app's business.
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`truncate ${state.tables.join(', ')} restart identity cascade`);
      for (const { table, json } of state.rows) {
        const insert = `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1::json)`;
        await tx.query(insert, [json]);
      }
      for (const sequence of state.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.value, sequence.called]);
      }
    });
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
