/** What a node needs to serve traffic; Redis and the object store only when they are configured. */
export type Dependency = 'database' | 'redis' | 'storage' | 'queue';
export type Probe = () => Promise<void>;

/** A dependency that has not answered by then counts as down: a probe must answer before the balancer gives up. */
export const READINESS_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  checks: Partial<Record<Dependency, 'ok' | 'unreachable'>>;
  /** The dependencies that did not answer, in the order of `checks`. */
  failed: Dependency[];
}

function withTimeout(probe: Probe, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([probe(), timeout]).finally(() => clearTimeout(timer));
}

/** Runs every probe at once; the node is ready when all of them answer in time. */
export async function checkReadiness(input: {
  probes: Partial<Record<Dependency, Probe>>;
  timeoutMs?: number;
  onFailure?: (dependency: Dependency, err: unknown) => void;
}): Promise<Readiness> {
  // A dependency the node is not configured to use has no probe.
  const entries = (Object.entries(input.probes) as [Dependency, Probe | undefined][]).filter(
    (entry): entry is [Dependency, Probe] => typeof entry[1] === 'function',
  );
  const results = await Promise.allSettled(entries.map(([, probe]) => withTimeout(probe, input.timeoutMs ?? READINESS_TIMEOUT_MS)));
  const checks: Readiness['checks'] = {};
  const failed: Dependency[] = [];
  results.forEach((result, i) => {
    const dependency = entries[i]![0];
    checks[dependency] = result.status === 'fulfilled' ? 'ok' : 'unreachable';
    if (result.status === 'rejected') {
      failed.push(dependency);
      input.onFailure?.(dependency, result.reason);
    }
  });
  return { ready: failed.length === 0, checks, failed };
}
