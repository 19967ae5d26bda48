import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client';

/** PostgreSQL keeps the first 63 bytes of an identifier, a statement's name included. */
const MAX_NAME_BYTES = 63;

/**
 * A statement name PostgreSQL keeps whole: a longer one would be cut to 63 bytes, and two shapes whose names share
 * those bytes would be one statement to the server (its second Parse fails). Long names keep their start and end in
 * a hash of the whole.
 */
export function statementName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 12);
  return `${name.slice(0, MAX_NAME_BYTES - hash.length - 1)}_${hash}`;
}

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

/** A query's shape as part of its statement name: `_name` for each option it has, in the order given. */
export function shapeOf(options: Record<string, boolean>): string {
  return Object.entries(options)
    .filter(([, on]) => on)
    .map(([name]) => `_${name}`)
    .join('');
}
