/**
 * Bringing a test database a file has finished with back to the migrated state, for the next file of the same worker
 * (decision 036, "One database per worker"): the same on PGlite and PostgreSQL.
 */

/** What the reset needs of a connection: PGlite's client, its transaction, and node-postgres's client all have it. */
export interface SqlRunner {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The migrated database, read once per worker. */
export interface Pristine {
  /** The catalog as the migrations leave it (relations, columns, functions, triggers, constraints, types, settings). */
  fingerprint: string;
  /** Every table in the app's, the job queue's and the migrator's schemas, quoted. */
  tables: string[];
  /** The rows the migrations wrote (the job queue's version and its dead-letter queue, the migrator's journal). */
  rows: { table: string; json: string }[];
  /** Each sequence's value after the migrations. */
  sequences: { name: string; value: string; called: boolean }[];
}

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
      where setdatabase in (0, (select oid from pg_database where datname = current_database()))
  )
  select md5(string_agg(item, E'\\n' order by item)) as fingerprint from items`;

export async function fingerprintOf(db: SqlRunner): Promise<string> {
  const { rows } = await db.query<{ fingerprint: string }>(CATALOG_FINGERPRINT);
  return rows[0]!.fingerprint;
}

export async function readPristine(db: SqlRunner): Promise<Pristine> {
  const tables = (
    await db.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await db.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`);
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const sequences = (
    await db.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, coalesce(last_value, start_value)::text as value,
              last_value is not null as called
         from pg_sequences where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows;
  return { fingerprint: await fingerprintOf(db), tables, rows, sequences };
}

/**
 * Inside the caller's transaction: deletes every row of the tables that have any (a DELETE of a few rows is cheaper
 * than a TRUNCATE, which makes new files for every table and index), puts back the rows the migrations wrote, and sets
 * every sequence back. Triggers are off for it: the ledger's append-only triggers refuse, and the foreign keys of
 * tables emptied together need no checking.
 */
export async function emptyTables(tx: SqlRunner, state: Pristine): Promise<void> {
  await tx.query('set local session_replication_role = replica');
  const probe = state.tables.map((table) => `select '${table.replaceAll("'", "''")}' as name where exists (select from ${table})`);
  const { rows: filled } = await tx.query<{ name: string }>(probe.join(' union all '));
  const withRows = new Set([...filled.map((row) => row.name), ...state.rows.map((row) => row.table)]);
  for (const table of withRows) await tx.query(`delete from ${table}`);
  for (const { table, json } of state.rows) {
    const insert = `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1::json)`;
    await tx.query(insert, [json]);
  }
  for (const sequence of state.sequences) {
    await tx.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.value, sequence.called]);
  }
}
