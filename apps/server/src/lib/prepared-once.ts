import type { DbOrTx } from '../db/client';

/**
 * A query prepared once per database object (or transaction): built by Drizzle once, and sent as a named statement
 * that PostgreSQL parses and plans once per pooled connection. For the reads every request of a page makes.
 */
export function preparedOnce<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byDb = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

/** The same, one statement per shape of the query (which optional filters it has), each under its own name. */
export function preparedByShape<Q>(build: (db: DbOrTx, shape: string) => Q): (db: DbOrTx, shape: string) => Q {
  const byDb = new WeakMap<DbOrTx, Map<string, Q>>();
  return (db, shape) => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, shape);
      shapes.set(shape, query);
    }
    return query;
  };
}
