/**
 * Whether an error means the database could not be reached, rather than that a query was wrong: the request that met
 * it answers 503 with Retry-After (plugins/error-handler.ts), never 500, and the same request succeeds once the
 * database is back. Drizzle wraps the driver's error (`cause`), so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown, seen = new Set<unknown>()): boolean {
  if (!error || typeof error !== 'object' || seen.has(error)) return false;
  seen.add(error);
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || isConnectionSqlState(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A host name with several addresses fails with one AggregateError of each address's error.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, seen))) return true;
  return isDatabaseUnavailable(cause, seen);
}

/** The socket's errors when the server is down, restarting, unreachable or cut the connection. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own answers that mean "not now": class 08 (connection exception), the server shutting down, crashed
 * or still starting (57P01-57P03), and too many connections (53300).
 */
function isConnectionSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** What node-postgres (and its pool) throw when the connection is lost or cannot be made in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];
