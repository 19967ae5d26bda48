// Preloaded with `node --import ./bench/sql-trace.mjs …` (the benches' SQL check does it): appends every statement a
// process sends through `pg` to the file PG_TRACE_FILE, one JSON line `{ name, text }` each (and `values`, as text
// the way `pg` sends them, with PG_TRACE_VALUES=1), so the app's statements can be compared with the floor's
// (bench/lib.mjs sameSql) or replayed by it (creator search). Slow on purpose (a synchronous write per statement):
// never on a measured server.
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

const file = process.env.PG_TRACE_FILE;
const withValues = process.env.PG_TRACE_VALUES === '1';
if (file) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function traced(config, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') {
      const sent = (typeof config === 'object' ? config.values : undefined) ?? rest[0];
      const values = withValues && Array.isArray(sent) ? sent.map((value) => pgUtils.prepareValue(value)) : undefined;
      appendFileSync(file, `${JSON.stringify({ name: config?.name ?? null, text, ...(values ? { values } : {}) })}\n`);
    }
    return query.call(this, config, ...rest);
  };
}
