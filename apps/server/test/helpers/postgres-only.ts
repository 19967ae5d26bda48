/**
 * Why a test file that needs PostgreSQL (and Redis, when asked) cannot run here, or null when it can; the file skips
 * with this reason in its describe's name and prints it once.
 *
 * On CI (`CI=true`) a missing server is a failure, not a skip: a suite that quietly skips its fault and multi-node
 * tests proves nothing. The one exception is the PGlite pass of a run whose PostgreSQL pass follows: `npm test` sets
 * `AMPLIO_POSTGRES_PASS=next` for it, since those files run in the next pass.
 */
export function postgresOnlySkipReason(file: string, needs: { redis?: boolean } = {}): string | null {
  const reason = !process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL is not set: this file needs a PostgreSQL server'
    : needs.redis && !process.env.TEST_REDIS_URL
      ? 'TEST_REDIS_URL is not set: this file needs Redis'
      : null;
  if (!reason) return null;
  const postgresPassFollows = !process.env.TEST_DATABASE_URL && process.env.AMPLIO_POSTGRES_PASS === 'next';
  if (process.env.CI === 'true' && !postgresPassFollows) {
    throw new Error(`${file} must run on CI (CI=true), but ${reason}. Start PostgreSQL (and Redis) or unset CI.`);
  }
  console.warn(`${file} skipped: ${reason}`);
  return reason;
}

/**
 * Why a test that needs Redis cannot run here, or null when it can: like postgresOnlySkipReason, a failure on CI
 * (`.ci/run` starts or installs Redis), a named skip elsewhere.
 */
export function redisOnlySkipReason(file: string): string | null {
  if (process.env.TEST_REDIS_URL) return null;
  const reason = 'TEST_REDIS_URL is not set: this test needs Redis';
  if (process.env.CI === 'true') throw new Error(`${file} must run on CI (CI=true), but ${reason}. Start Redis or unset CI.`);
  console.warn(`${file} skipped: ${reason}`);
  return reason;
}

/** The describe-name suffix for a skip, so the report says why. */
export const skippedBecause = (reason: string | null) => (reason ? ` (skipped: ${reason})` : '');
