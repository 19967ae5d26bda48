// Reads the log bench/soak-memory.cjs wrote in the soak's server: the heap left after each major collection (the live
// data), per server process, and how it moved after the warm-up. A leak shows here as a rising floor; V8 sizing its
// heap to the allocation rate does not, though it moves RSS.
import { existsSync, readFileSync } from 'node:fs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};

/** Every line of the log, parsed; none when the server never wrote one. */
export function readMemoryLog(file) {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * Per server process: the live heap (heap used right after a major collection) over the first and the last tenth of
 * the time after `warmupSeconds`, each the median of its collections, and the growth between them; plus, per minute of
 * the process, the lowest live heap and the highest heap total.
 */
export function liveHeapGrowth({ lines, warmupSeconds }) {
  const pids = [...new Set(lines.map((l) => l.pid))];
  return pids.map((pid) => {
    const gcs = lines.filter((l) => l.pid === pid && l.kind === 'major-gc');
    const samples = lines.filter((l) => l.pid === pid && l.kind === 'sample');
    const perMinute = [];
    const lastT = Math.max(0, ...gcs.map((g) => g.t), ...samples.map((s) => s.t));
    for (let m = 0; m * 60 <= lastT; m++) {
      const inMinute = (x) => x.t >= m * 60 && x.t < (m + 1) * 60;
      const g = gcs.filter(inMinute);
      const s = samples.filter(inMinute);
      perMinute.push({
        minute: m + 1,
        majorGcs: g.length,
        liveHeapLowestMiB: g.length ? Math.min(...g.map((x) => x.heapUsedMiB)) : null,
        heapTotalHighestMiB: s.length ? Math.max(...s.map((x) => x.heapTotalMiB)) : null,
        rssMiB: s.at(-1)?.rssMiB ?? null,
      });
    }
    const after = gcs.filter((g) => g.t >= warmupSeconds);
    if (after.length < 10) return { pid, majorGcs: gcs.length, growth: null, perMinute };
    const span = after.at(-1).t - after[0].t;
    const first = after.filter((g) => g.t <= after[0].t + span / 10);
    const last = after.filter((g) => g.t >= after.at(-1).t - span / 10);
    const baselineMiB = median(first.map((g) => g.heapUsedMiB));
    const endMiB = median(last.map((g) => g.heapUsedMiB));
    return {
      pid,
      majorGcs: gcs.length,
      growth: {
        fromSeconds: after[0].t,
        toSeconds: after.at(-1).t,
        baselineMiB,
        endMiB,
        growthPercent: Number((((endMiB - baselineMiB) / baselineMiB) * 100).toFixed(1)),
        longestGcMs: Math.max(...after.map((g) => g.ms)),
      },
      perMinute,
    };
  });
}
