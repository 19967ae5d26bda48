// Preloaded with `node --import ./bench/sql-trace.mjs …` (the benches' SQL check does it): appends every statement a
// process sends through `pg` to the file PG_TRACE_FILE, one JSON line `{ name, text }` each, so the app's statements
// can be compared with the floor's (bench/lib.mjs sameSql). Slow on purpose (a synchronous write per statement):
// never on a measured server.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.PG_TRACE_FILE;
if (file) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function traced(config, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text === 'string') appendFileSync(file, `${JSON.stringify({ name: config?.name ?? null, text })}\n`);
    return query.call(this, config, ...rest);
  };
}
