// Preloaded into the soak's server (NODE_OPTIONS="--require bench/soak-memory.cjs"): writes one JSON line per major
// garbage collection to AMPLIO_MEMORY_LOG with the heap V8 kept right after it (the live data), and one line every
// 10 s with process.memoryUsage(). RSS alone cannot tell a leak from V8 sizing its heap to the allocation rate; the
// heap after each major collection can. Nothing of this runs in the product.
const { appendFileSync } = require('node:fs');
const { PerformanceObserver, constants } = require('node:perf_hooks');
const v8 = require('node:v8');

const file = process.env.AMPLIO_MEMORY_LOG;
if (file) {
  const started = Date.now();
  const MiB = 1024 * 1024;
  const mib = (bytes) => Number((bytes / MiB).toFixed(1));
  const seconds = () => Number(((Date.now() - started) / 1000).toFixed(1));
  const write = (line) => {
    try {
      appendFileSync(file, `${JSON.stringify({ pid: process.pid, t: seconds(), ...line })}\n`);
    } catch {}
  };
  const oldSpaceUsed = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      const heap = v8.getHeapStatistics();
      write({
        kind: 'major-gc',
        heapUsedMiB: mib(heap.used_heap_size),
        oldSpaceMiB: mib(oldSpaceUsed()),
        ms: Number(entry.duration.toFixed(1)),
      });
    }
  }).observe({ entryTypes: ['gc'] });

  setInterval(() => {
    const m = process.memoryUsage();
    write({
      kind: 'sample',
      rssMiB: mib(m.rss),
      heapTotalMiB: mib(m.heapTotal),
      heapUsedMiB: mib(m.heapUsed),
      externalMiB: mib(m.external),
      arrayBuffersMiB: mib(m.arrayBuffers),
    });
  }, 10_000).unref();
}
