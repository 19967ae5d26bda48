// Issue 22 §2: do the ledger's platform-wide accounts serialise parallel fundings? Every capture moves money from the
// one `external` account and into the one platform-revenue and one tax account (besides its own campaign's escrow),
// and the ledger locks each account row it moves, so captures of different campaigns wait for each other on those
// three rows. This bench measures how much: 50 brands each open a ₹100 checkout on a campaign of their own, then the
// 50 captures' webhooks arrive one after another, then all at once; rounds alternate the two. Serialised captures
// would take as long at once as one after another (speed-up 1); independent ones would use both cores and overlap
// PostgreSQL's waits. It also samples, every 20 ms during the parallel captures, how many PostgreSQL backends of the
// bench database are active and how many of them wait on a lock.
//
//   DATABASE_URL=postgres://…/amplio_bench npm run seed:scale && DATABASE_URL=… npm run db:migrate
//   createdb -T amplio_bench amplio_funding && npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://…/amplio_funding node bench/parallel-fundings.mjs
// FUNDING_BRANDS (50), FUNDING_ROUNDS (5), BENCH_PORT (3170). It writes campaigns and fundings: use a copy.
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (!process.env.FUNDING_UNDER_TSX) {
  // The webhook's body and signature come from the server's TypeScript: run under tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, FUNDING_UNDER_TSX: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}

async function main() {
  const { benchDatabaseUrl, machine, median, startApp, waitFor, writeResults } = await import('./lib.mjs');
  const { Actor, Recorder, campaignBody } = await import('./soak-traffic.mjs');
  const { sandboxPaymentEvent } = await import('../apps/server/src/features/payments/sandbox/sandbox-events.ts');
  const { SIGNATURE_HEADER, signWebhook } = await import('../apps/server/src/features/payments/webhook-signature.ts');
  const pg = (await import('pg')).default;

  const BRANDS = Number(process.env.FUNDING_BRANDS ?? 50);
  const ROUNDS = Number(process.env.FUNDING_ROUNDS ?? 5);
  const PORT = Number(process.env.BENCH_PORT ?? 3170);
  const SECRET = 'funding-bench-webhook-secret-0123456789abcdef';
  const databaseUrl = benchDatabaseUrl();

  const server = startApp(PORT, {
    databaseUrl,
    env: { PAYMENT_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: SECRET, RATE_LIMIT_SCALE: '100', TRUST_PROXY: 'true' },
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await waitFor(`${server.base}/readyz`, server.child);
    const recorder = new Recorder();
    const brands = Array.from(
      { length: BRANDS },
      (_, i) =>
        new Actor({
          name: `brand ${i + 1}`,
          role: 'brand',
          email: `scale-brand-${String(i + 1).padStart(4, '0')}@amplio.test`,
          password: 'Scale-Brand-2026',
          base: server.base,
          recorder,
        }),
    );
    for (let i = 0; i < brands.length; i += 10) await Promise.all(brands.slice(i, i + 10).map((b) => b.signIn()));
    // One new campaign per brand, with room for every round's ₹100 checkout.
    const campaigns = await Promise.all(
      brands.map(async (brand, i) => {
        const res = await brand.post(
          '/api/brands/campaigns',
          campaignBody(`Funding bench ${i + 1} ${Date.now()}`, Math.max(1_000, 100 * (ROUNDS * 2 + 2))),
        );
        if (res.status !== 201) throw new Error(`${brand.name} could not create a campaign: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body.data.id;
      }),
    );

    /** Opens a ₹100 checkout per brand; answers the signed capture webhook of each, ready to send. */
    const openCheckouts = () =>
      Promise.all(
        brands.map(async (brand, i) => {
          const res = await brand.money('fund', `/api/brands/campaigns/${campaigns[i]}/fund`, { amount: 100 }, randomUUID());
          if (res.status !== 201) throw new Error(`${brand.name} could not fund: ${res.status} ${JSON.stringify(res.body)}`);
          const event = sandboxPaymentEvent({
            fundingId: res.body.funding_id,
            totalPaise: BigInt(Math.round(res.body.charges.total * 100)),
            outcome: 'captured',
            at: new Date(),
          });
          return Buffer.from(JSON.stringify(event));
        }),
      );
    const capture = async (rawBody) => {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook({ secret: SECRET, rawBody, at: new Date() }) },
        body: rawBody,
      });
      await res.text();
      if (res.status !== 200) throw new Error(`the capture webhook answered ${res.status}`);
      return performance.now() - started;
    };
    const lockSampler = () => {
      const samples = [];
      let on = true;
      const done = (async () => {
        while (on) {
          const { rows } = await pool.query(
            `select count(*) filter (where wait_event_type = 'Lock')::int as waiting,
                    count(*) filter (where state = 'active')::int as active
               from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
          );
          samples.push(rows[0]);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      return async () => {
        on = false;
        await done;
        return samples;
      };
    };

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const serialBodies = await openCheckouts();
      const serialStarted = performance.now();
      const serialMs = [];
      for (const body of serialBodies) serialMs.push(await capture(body));
      const serialWall = performance.now() - serialStarted;

      const parallelBodies = await openCheckouts();
      const stopSampling = lockSampler();
      const parallelStarted = performance.now();
      const parallelMs = await Promise.all(parallelBodies.map(capture));
      const parallelWall = performance.now() - parallelStarted;
      const samples = await stopSampling();
      const entry = {
        round,
        serial: {
          wallMs: Math.round(serialWall),
          p50Ms: Math.round(median(serialMs)),
          capturesPerSec: Math.round((BRANDS / serialWall) * 1000),
        },
        parallel: {
          wallMs: Math.round(parallelWall),
          p50Ms: Math.round(median(parallelMs)),
          maxMs: Math.round(Math.max(...parallelMs)),
          capturesPerSec: Math.round((BRANDS / parallelWall) * 1000),
          backendsWaitingOnALock: { median: median(samples.map((s) => s.waiting)), max: Math.max(...samples.map((s) => s.waiting)) },
          backendsActive: { median: median(samples.map((s) => s.active)), max: Math.max(...samples.map((s) => s.active)) },
        },
        speedUp: Number((serialWall / parallelWall).toFixed(2)),
      };
      rounds.push(entry);
      console.log(JSON.stringify(entry));
    }
    const result = {
      date: new Date().toISOString(),
      ...machine(),
      brands: BRANDS,
      rounds,
      medians: {
        serialCapturesPerSec: median(rounds.map((r) => r.serial.capturesPerSec)),
        parallelCapturesPerSec: median(rounds.map((r) => r.parallel.capturesPerSec)),
        speedUp: median(rounds.map((r) => r.speedUp)),
        serialP50Ms: median(rounds.map((r) => r.serial.p50Ms)),
        parallelP50Ms: median(rounds.map((r) => r.parallel.p50Ms)),
        waitingOnALockMedian: median(rounds.map((r) => r.parallel.backendsWaitingOnALock.median)),
        activeMedian: median(rounds.map((r) => r.parallel.backendsActive.median)),
      },
    };
    const m = result.medians;
    writeResults(
      'parallel-fundings',
      result,
      [
        '# Parallel fundings: do the platform-wide ledger accounts serialise captures?',
        '',
        `${BRANDS} brands of the scale seed, each with a campaign of its own; per round ${BRANDS} ₹100 captures (signed sandbox webhooks) one after another, then ${BRANDS} at once. ${ROUNDS} rounds, medians. PostgreSQL, the built server, ${result.date}, Node ${result.node}, load average ${result.loadAverage.join(', ')} at the end (2 CPUs shared with PostgreSQL and the bench).`,
        '',
        '| | captures/s | p50 ms | backends active (median) | backends waiting on a lock (median) |',
        '|---|---|---|---|---|',
        `| one after another | ${m.serialCapturesPerSec} | ${m.serialP50Ms} | (one request at a time) | not sampled |`,
        `| ${BRANDS} at once | ${m.parallelCapturesPerSec} | ${m.parallelP50Ms} | ${m.activeMedian} | ${m.waitingOnALockMedian} |`,
        '',
        `Speed-up at once over one after another: **${m.speedUp} ×** (1 would mean fully serialised).`,
        '',
        '| round | one after another: wall ms, captures/s | at once: wall ms, captures/s, p50 / max ms | waiting on a lock (median / max) | speed-up |',
        '|---|---|---|---|---|',
        ...rounds.map(
          (r) =>
            `| ${r.round} | ${r.serial.wallMs}, ${r.serial.capturesPerSec} | ${r.parallel.wallMs}, ${r.parallel.capturesPerSec}, ${r.parallel.p50Ms} / ${r.parallel.maxMs} | ${r.parallel.backendsWaitingOnALock.median} / ${r.parallel.backendsWaitingOnALock.max} | ${r.speedUp} |`,
        ),
      ].join('\n'),
    );
    console.log(JSON.stringify(result.medians));
  } finally {
    await pool.end();
    server.stop();
  }
}
