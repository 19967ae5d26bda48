// Soak bench, issue 21 §3: mixed traffic from every role at 64 connections against PostgreSQL seeded by
// `npm run seed:scale`, for 10 minutes, with faults on request. Brands create, fund (the sandbox checkout, under an
// Idempotency-Key, then pay, fail or cancel it), complete campaigns and approve, reject or complete submissions;
// creators save scripts, upload small videos, send post links and withdraw; operators send and settle payouts; every
// role reads its lists (bench/soak-traffic.mjs). Each of the 64 connections is one signed-in user that waits for
// every answer before its next request.
//
// It records the requests, every answer ≥ 500 with its body (goal: none), p50/p99 per route, the server's RSS every
// second and its growth after warm-up (goal ≤ 10 %), and at the end: every 2xx money answer found in the database,
// nothing applied twice under one Idempotency-Key, nothing half-written, the ledger's invariants (the server's
// checkLedgerInvariants), a reconciliation run by an operator with the books' total 0, the job queue drained, and
// PostgreSQL's deadlock counter for the database. It also follows /readyz and /healthz every half second, and how late
// the mail went out.
//
// SOAK_FAULTS=kill,db adds, in the middle of the run:
//   kill  kill -9 the server and start it again on the same port and folder: requests cut off by the kill are retried
//         with their Idempotency-Key (2xx once, or 409 while the dead request's 10-second claim lasts, never applied
//         twice), 2xx answers from before the kill are replayed unchanged, the jobs the dead process was running are
//         taken over and finish.
//   db    cut PostgreSQL for SOAK_OUTAGE_SECONDS (10) through a TCP proxy (the machine's server keeps running): answers
//         must be 503 with Retry-After (never another 5xx), /readyz 503, and everything back within 5 s of its return.
//
//   DATABASE_URL=postgres://…/amplio_soak npm run db:migrate && DATABASE_URL=… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://…/amplio_soak npm run bench:soak
// SOAK_SECONDS (600), SOAK_CONNECTIONS (64), SOAK_FAULTS (none; kill, db or both), SOAK_OUTAGE_SECONDS (10),
// SOAK_WARMUP_SECONDS (300, or half of a shorter run), SOAK_DRAIN_SECONDS (300: how long the queue may take to
// drain after the traffic), BENCH_PORT (3160), BENCH_SERVER_BUNDLE. It writes to the database (a few thousand
// campaigns, scripts and payouts per run): use a copy of the seeded one (createdb -T) to start each run alike.
// The results (bench/results/soak.md and .json) keep the latest run with faults, without, and without for 30 minutes or more.
import { fork, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';

if (!process.env.SOAK_UNDER_TSX) {
  // The database checks use the server's TypeScript (checkLedgerInvariants) and the tests' helpers: run under tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: 'inherit',
    env: { ...process.env, SOAK_UNDER_TSX: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}

async function main() {
  const {
    benchDatabaseUrl,
    cpuSeconds,
    machine,
    median,
    resultsDir,
    root,
    rssBytes,
    scaleCreatorEmail,
    serverBundle,
    APP_SECRET,
    writeResults,
  } = await import('./lib.mjs');
  const { Actor, Recorder, brandLoop, creatorLoop, hash, operatorLoop, pause } = await import('./soak-traffic.mjs');
  const checks = await import('./soak-checks.mjs');
  const { liveHeapGrowth, readMemoryLog } = await import('./soak-memory-read.mjs');

  const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
  const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64);
  const FAULTS = new Set(
    (process.env.SOAK_FAULTS ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  );
  const OUTAGE_SECONDS = Number(process.env.SOAK_OUTAGE_SECONDS ?? 10);
  /** How long the queue may take to drain once the traffic stops (mail included). */
  const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 300);
  // V8 takes about four minutes at this load to size its heap to the allocation rate (bench/results/soak-memory.md);
  // growth is measured from then on.
  const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(300, Math.round(SECONDS / 2)));
  const PORT = Number(process.env.BENCH_PORT ?? 3160);
  const KILL_AT = Math.round(SECONDS * 0.35);
  const OUTAGE_AT = Math.round(SECONDS * 0.65);
  const GOAL = { serverErrors: 0, rssGrowthPercent: 10, liveHeapGrowthPercent: 10, recoverySeconds: 5 };
  const MiB = 1024 * 1024;
  for (const f of FAULTS) if (!['kill', 'db'].includes(f)) throw new Error(`SOAK_FAULTS: unknown fault "${f}" (kill, db)`);
  if (CONNECTIONS < 8) throw new Error('SOAK_CONNECTIONS: at least 8 (brands, creators and two operators)');
  if (!existsSync(serverBundle)) throw new Error(`${serverBundle} is missing: npm run build -w @amplio/server`);

  const databaseUrl = benchDatabaseUrl();
  const bench = await checks.openBenchDatabase(databaseUrl);
  const cleanup = [];
  const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

  try {
    // Who plays: seeded brands and creators (scale-brand-0001 reviews its 3,259 submissions), and two new operators.
    const operatorsCount = 2;
    const brandsCount = Math.max(2, Math.round(CONNECTIONS * 0.22));
    const creatorsCount = CONNECTIONS - brandsCount - operatorsCount;
    const brandEmails = Array.from({ length: brandsCount }, (_, i) => `scale-brand-${String(i + 1).padStart(4, '0')}@amplio.test`);
    const creatorEmails = Array.from({ length: creatorsCount }, (_, i) => scaleCreatorEmail(i + 2));
    const [{ n: seeded }] = await bench.rows(
      sql`select count(*)::int as n from users where email = any(string_to_array(${[...brandEmails, ...creatorEmails].join(',')}, ','))`,
    );
    if (seeded !== brandsCount + creatorsCount) {
      throw new Error(
        `Only ${seeded} of the ${brandsCount + creatorsCount} seeded users exist: is BENCH_DATABASE_URL seeded with npm run seed:scale?`,
      );
    }
    const operators = await checks.createOperators(bench.db, operatorsCount);

    // A mail server that accepts and forgets: mail jobs finish as with a real relay.
    let mailsAccepted = 0;
    const { SMTPServer } = await import('smtp-server');
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onData(stream, _session, done) {
        stream.on('data', () => {});
        stream.on('end', () => {
          mailsAccepted++;
          done();
        });
      },
    });
    await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => smtp.close());

    // With the database fault, the server reaches PostgreSQL through the tests' TCP proxy, in a process of its own.
    let proxy;
    let serverDatabaseUrl = databaseUrl;
    if (FAULTS.has('db')) {
      const direct = new URL(databaseUrl);
      const child = fork(join(root, 'bench/soak-proxy.mjs'), {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, SOAK_PROXY_HOST: direct.hostname, SOAK_PROXY_PORT: direct.port || '5432' },
      });
      const port = await new Promise((resolve, reject) => {
        child.once('message', (m) => resolve(m.port));
        child.once('exit', () => reject(new Error('the TCP proxy exited at start')));
      });
      const command = (c) =>
        new Promise((resolve) => {
          const onMessage = (m) => {
            if (m.done !== c) return;
            child.off('message', onMessage);
            resolve(m);
          };
          child.on('message', onMessage);
          child.send(c);
        });
      proxy = { child, port, command };
      cleanup.push(() => child.kill('SIGTERM'));
      const proxied = new URL(databaseUrl);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      serverDatabaseUrl = proxied.toString();
    }

    // The built server in production mode, with the sandbox payment provider; its output goes to a log file.
    const dataDir = mkdtempSync(join(tmpdir(), 'amplio-soak-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const logPath = join(tmpdir(), `amplio-soak-${Date.now()}.log`);
    const memoryLogPath = join(dataDir, 'memory.jsonl');
    const logFile = createWriteStream(logPath);
    const base = `http://127.0.0.1:${PORT}`;
    const serverEnv = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(S3_|STORAGE_|AWS_|REDIS_URL|SOAK_)/.test(k))),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STORAGE_DIR: join(dataDir, 'uploads'),
      NODE_ENV: 'production',
      APP_SECRET,
      DATABASE_URL: serverDatabaseUrl,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '20',
      SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_WEBHOOK_SECRET: 'soak-webhook-secret-soak-webhook-secret-0001',
      SANDBOX_PAYOUT_DELAY_MS: '1000',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${join(root, 'bench/soak-memory.cjs')}`].filter(Boolean).join(' '),
      AMPLIO_MEMORY_LOG: memoryLogPath,
    };
    const startServer = async () => {
      const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(logFile, { end: false });
      child.stderr.pipe(logFile, { end: false });
      const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited at start (code ${child.exitCode}); see ${logPath}`);
        const ready = await fetch(`${base}/readyz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ready) break;
        if (Date.now() - started > 120_000) throw new Error(`the server was not ready within 2 minutes; see ${logPath}`);
        await pause(100);
      }
      return { child, exited, readyMs: Date.now() - started };
    };
    let server = await startServer();
    cleanup.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    });
    log(`server up (pid ${server.child.pid}, ${server.readyMs} ms); signing in ${CONNECTIONS} users`);

    const recorder = new Recorder();
    const actor = (name, role, email, password) => new Actor({ name, role, email, password, base, recorder });
    const brands = brandEmails.map((email, i) => actor(`brand ${i + 1}`, 'brand', email, 'Scale-Brand-2026'));
    const creators = creatorEmails.map((email, i) => actor(`creator ${i + 2}`, 'creator', email, 'Scale-Brand-2026'));
    const ops = operators.map((o, i) => actor(`operator ${i + 1}`, 'operator', o.email, o.password));
    const auditor = actor('auditor', 'operator', operators[1].email, operators[1].password);
    const everyone = [...brands, ...creators, ...ops, auditor];
    for (let i = 0; i < everyone.length; i += 8) await Promise.all(everyone.slice(i, i + 8).map((a) => a.signIn()));

    let t0 = Date.now();
    const since = (at) => Number(((at - t0) / 1000).toFixed(2));
    // Reconciliation as the hourly job would run it: once before the traffic (the seed's own state, and the server's
    // heap grown to what a run needs, so the warm-up includes it), a few times during, and at the end. Mismatches
    // it finds in the seeded data are reported apart; any alert first seen during the run is a problem.
    const reconciliations = [];
    const reconcile = async (label) => {
      const rssNow = () => {
        try {
          return Number((rssBytes(server.child.pid) / MiB).toFixed(1));
        } catch {
          return null; // the server was killed meanwhile
        }
      };
      const rssBefore = rssNow();
      const run = await auditor.request('POST', '/api/ops/reconciliation/run', { json: {}, record: false });
      const entry = {
        label,
        t: since(Date.now()),
        endedAt: Date.now(),
        status: run.status,
        ok: run.body?.data?.ok,
        mismatches: run.body?.data?.mismatches,
        byCheck: Object.fromEntries(Object.entries(run.body?.data?.checks ?? {}).map(([k, v]) => [k, v.mismatches])),
        ms: Math.round(run.ms),
        rssMiB: [rssBefore, rssNow()],
      };
      reconciliations.push(entry);
      log(
        `reconciliation (${label}): ${run.status} mismatches=${entry.mismatches} ${JSON.stringify(entry.byCheck)} in ${entry.ms} ms, RSS ${entry.rssMiB.join(' → ')} MiB`,
      );
    };
    await reconcile('before the traffic');
    const alertsBefore = await checks.openAlertsCount(bench);

    const countersBefore = await checks.databaseCounters(bench);
    const loadAverageAtStart = loadavg().map((n) => Number(n.toFixed(1)));
    const runStartedAt = new Date();
    t0 = Date.now();
    let stopped = false;
    const ctx = { stopped: () => stopped };

    // Samplers: the server's RSS and CPU every second; /readyz (every 250 ms with the database fault, else every second).
    const rss = [];
    const sampleTimer = setInterval(() => {
      const pid = server.child.pid;
      try {
        const bytes = rssBytes(pid);
        if (Number.isFinite(bytes)) rss.push({ t: since(Date.now()), pid, rssMiB: Number((bytes / MiB).toFixed(1)), cpu: cpuSeconds(pid) });
      } catch {}
    }, 1_000);
    const readiness = [];
    const liveness = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const sentAt = Date.now();
        let status;
        let failed;
        try {
          const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(10_000) });
          status = res.status;
          failed = status === 200 ? undefined : (await res.json().catch(() => ({}))).failed;
        } catch {
          status = 'network error';
        }
        readiness.push({ sentAt, at: Date.now(), status, failed });
        await pause(FAULTS.has('db') ? 250 : 500);
      }
    })();
    // /healthz needs nothing but the event loop: its latency, every 200 ms, shows how long the server stops answering at all.
    const liveProbe = (async () => {
      while (probing) {
        const sentAt = Date.now();
        const started = performance.now();
        const status = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(30_000) }).then(
          (r) => r.status,
          () => 'network error',
        );
        liveness.push({ sentAt, at: Date.now(), status, ms: performance.now() - started });
        await pause(200);
      }
    })();

    log(
      `traffic: ${brandsCount} brands, ${creatorsCount} creators, ${operatorsCount} operators for ${SECONDS} s; faults: ${[...FAULTS].join(', ') || 'none'}`,
    );
    const loops = [
      ...brands.map((b, i) => brandLoop(b, ctx, { heavy: i === 0 })),
      ...creators.map((c) => creatorLoop(c, ctx)),
      operatorLoop(ops[0], ctx),
      operatorLoop(ops[1], ctx, { settles: true }),
    ].map((p) =>
      p.catch((err) => {
        recorder.anomaly('traffic loop crashed', String(err?.stack ?? err));
      }),
    );

    const progress = setInterval(() => {
      const n = recorder.answers.length;
      const errors = recorder.answers.filter((a) => typeof a.status === 'number' && a.status >= 500).length;
      log(`${since(Date.now()).toFixed(0)} s: ${n} answers, ${errors} ≥ 500, RSS ${rss.at(-1)?.rssMiB ?? '?'} MiB`);
    }, 30_000);

    const faults = {};
    const schedule = [];
    const background = [];
    // Reconciliations run one at a time, beside the traffic and the faults (an hourly job does not wait for either).
    let reconciling = Promise.resolve();
    const reconcileLater = (label) => {
      reconciling = reconciling.then(() => reconcile(label)).catch((err) => log(`reconciliation (${label}) failed: ${err?.stack ?? err}`));
      background.push(reconciling);
    };
    schedule.push({ at: Math.round(SECONDS * 0.25), run: () => reconcileLater('a quarter in') });
    schedule.push({ at: Math.round(SECONDS * 0.5), run: () => reconcileLater('half-way') });
    if (FAULTS.has('kill')) schedule.push({ at: KILL_AT, run: () => killAndRestart() });
    if (FAULTS.has('db')) schedule.push({ at: OUTAGE_AT, run: () => cutDatabase() });
    schedule.sort((a, b) => a.at - b.at);

    async function killAndRestart() {
      const jobsBefore = await checks.activeJobs(bench);
      const killedAt = Date.now();
      const killedPid = server.child.pid;
      server.child.kill('SIGKILL');
      await server.exited;
      log(`kill -9 of pid ${killedPid} at ${since(killedAt)} s (${jobsBefore.length} jobs running); restarting`);
      server = await startServer();
      const restartedAt = Date.now();
      const kill = {
        atSeconds: since(killedAt),
        killedAt,
        restartedAt,
        restartSeconds: Number(((restartedAt - killedAt) / 1000).toFixed(1)),
        jobsRunningAtKill: jobsBefore.length,
      };
      faults.kill = kill;
      log(`restarted (pid ${server.child.pid}) in ${kill.restartSeconds} s`);
      // The new process's warm-up, as the first one's: a reconciliation grows its heap to what a run needs.
      reconcileLater('after the restart');
      background.push(
        (async () => {
          // The killed process's jobs stop heartbeating; the new one takes them over and finishes them.
          const ids = jobsBefore.map((j) => j.id);
          for (;;) {
            const states = await checks.jobStates(bench, ids);
            const open = states.filter((s) => !['completed', 'failed', 'cancelled'].includes(s.state));
            if (open.length === 0 || Date.now() - restartedAt > 180_000) {
              kill.jobsTakenOver = {
                finished: states.filter((s) => s.state === 'completed').length,
                failed: states.filter((s) => s.state === 'failed').map((s) => s.name),
                stillOpen: open.map((s) => `${s.name} ${s.state}`),
                secondsAfterRestart: Number(((Date.now() - restartedAt) / 1000).toFixed(1)),
              };
              return;
            }
            await pause(500);
          }
        })(),
        (async () => {
          // 2xx money answers of the seconds before the kill, retried with their key: replayed unchanged.
          const done = recorder.money.filter((m) => m.key && m.bodyHash && m.at < killedAt && !m.call.startsWith('fund again')).slice(-30);
          kill.replays = [];
          for (const m of done) {
            const again = await m.actor.request(m.method, m.path, { json: m.payload, call: m.call, key: m.key, log: false });
            const same = again.status === m.status && again.headers?.get('idempotent-replayed') === 'true';
            kill.replays.push({ call: m.call, status: again.status, same, bodySame: same && hash(again.body) === m.bodyHash });
          }
        })(),
      );
    }

    async function cutDatabase() {
      const before = await checks.databaseCounters(bench);
      const cutAt = Date.now();
      await proxy.command('cut');
      log(`PostgreSQL cut off at ${since(cutAt)} s for ${OUTAGE_SECONDS} s`);
      await pause(OUTAGE_SECONDS * 1_000);
      const during = await checks.databaseCounters(bench);
      await proxy.command('restore');
      const restoredAt = Date.now();
      log(`PostgreSQL back at ${since(restoredAt)} s`);
      faults.db = { atSeconds: since(cutAt), cutAt, restoredAt, transactionsRolledBack: during.rollbacks - before.rollbacks };
    }

    const schedulerDone = (async () => {
      for (const step of schedule) {
        const wait = t0 + step.at * 1_000 - Date.now();
        if (wait > 0) await pause(wait);
        await step.run();
      }
    })();
    await pause(Math.max(0, t0 + SECONDS * 1_000 - Date.now()));
    await schedulerDone;
    stopped = true;
    log('stopping the traffic');
    await Promise.race([Promise.all(loops), pause(120_000)]);
    clearInterval(progress);
    await Promise.all(background);
    probing = false;
    await Promise.all([probe, liveProbe]);
    clearInterval(sampleTimer);

    // The end: the queue drains, then the books.
    log('waiting for the queue to drain');
    const ids = (call, status) => recorder.money.filter((m) => m.call === call && m.status === status && m.id).map((m) => m.id);
    const settled = await checks.settle(bench, {
      paidFundings: ids('pay checkout', 303),
      sentPayouts: ids('send payout', 200),
      deadline: Date.now() + DRAIN_SECONDS * 1_000,
      since: runStartedAt,
    });
    log(
      `money jobs ${settled.moneySettled ? `done in ${settled.moneySeconds} s` : 'NOT done'}; queue ${settled.settled ? 'drained' : 'NOT drained'} in ${settled.seconds} s (mail: ${JSON.stringify(settled.mail)})`,
    );
    await reconcile('end');
    const booksAnswer = await auditor.get('/api/ops/books');
    const booksView = booksAnswer.body ?? {};
    const moneyFound = await checks.moneyInDatabase(bench, recorder.money);
    const twice = await checks.appliedTwice(bench);
    const ledger = await checks.books(bench);
    const failed = await checks.failedJobs(bench, runStartedAt);
    const totals = await checks.moneyTotals(bench, runStartedAt);
    const countersAfter = await checks.databaseCounters(bench);
    const alerts = await checks.reconciliationAlerts(bench, runStartedAt);
    const retried = await checks.retryEffects(bench, recorder.retries);
    log(
      `books: invariants ${ledger.invariants.ok ? 'hold' : 'BROKEN'}, ${ledger.halfWrittenCount} half-written rows, books total ${booksView.total}`,
    );

    // A clean stop, as a deploy would do it.
    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const shutdown = { ...exit, seconds: Number(((Date.now() - stopAt) / 1000).toFixed(1)) };
    await new Promise((r) => logFile.end(r));
    const serverLog = readFileSync(logPath, 'utf8').split('\n');
    const logErrors = serverLog
      .filter((l) => /"level":(50|60)/.test(l))
      .map((line) => {
        try {
          const entry = JSON.parse(line);
          return { time: entry.time, msg: `${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ''}`, line };
        } catch {
          return { time: null, msg: line.slice(0, 200), line };
        }
      });

    // ---- analysis ----
    const answers = recorder.answers;
    const isNumber = (s) => typeof s === 'number';
    const tally = (labels) => {
      const counts = new Map();
      for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
      return [...counts].map(([label, n]) => `${label} ×${n}`);
    };
    const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
    const round1 = (n) => (n === null ? null : Number(n.toFixed(1)));
    const stats = (list) => {
      const ms = list.map((a) => a.ms).sort((a, b) => a - b);
      return { p50Ms: round1(pct(ms, 50)), p99Ms: round1(pct(ms, 99)), maxMs: round1(ms.at(-1) ?? null) };
    };
    const byRoute = new Map();
    for (const a of answers) {
      const list = byRoute.get(a.route);
      if (list) list.push(a);
      else byRoute.set(a.route, [a]);
    }
    const routes = [...byRoute]
      .map(([route, list]) => {
        const statuses = {};
        for (const a of list) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        const reasons = tally(list.filter((a) => a.reason).map((a) => `${a.status} ${a.reason}`));
        return { route, requests: list.length, ...stats(list), statuses, reasons };
      })
      .sort((a, b) => b.requests - a.requests);

    const outage = faults.db;
    const kill = faults.kill;
    // Errors the server logged: those of the database outage are expected (the job queue's lost connections, failed
    // readiness checks); any other is a problem.
    const loggedInOutage = (e) => outage && e.time >= outage.cutAt - 1_000 && e.time <= outage.restoredAt + GOAL.recoverySeconds * 1_000;
    const logOther = logErrors.filter((e) => !loggedInOutage(e));
    const serverLogView = {
      errors: logErrors.length,
      duringOutage: tally(logErrors.filter(loggedInOutage).map((e) => e.msg)),
      other: tally(logOther.map((e) => e.msg)),
      firstOther: logOther.slice(0, 5).map((e) => e.line.slice(0, 1_500)),
    };
    // A request belongs to the outage if it was sent or answered while PostgreSQL was away (or within the 5 s allowed
    // for recovery): one sent just before the cut, whose query the cut broke, rightly answers 503.
    const inOutage = (a) => outage && a.at >= outage.cutAt && a.sentAt < outage.restoredAt + GOAL.recoverySeconds * 1_000;
    const inKill = (a) => kill && a.at >= kill.killedAt - 1_000 && a.sentAt <= kill.restartedAt + 1_000;
    const fiveHundreds = answers.filter((a) => isNumber(a.status) && a.status >= 500);
    const outage503 = fiveHundreds.filter((a) => a.status === 503 && a.retryAfter && inOutage(a));
    const unexpected5xx = fiveHundreds.filter((a) => !outage503.includes(a));
    const noAnswer = answers.filter((a) => !isNumber(a.status));
    const unexpectedNoAnswer = noAnswer.filter((a) => !inKill(a) && !(outage && a.status === 'network error' && inOutage(a)));
    const groupErrors = (list) => {
      const groups = new Map();
      for (const a of list) {
        const message = typeof a.body === 'object' ? (a.body?.message ?? JSON.stringify(a.body)) : String(a.body ?? '');
        const key = `${a.route} → ${a.status}: ${message.slice(0, 160)}`;
        const g = groups.get(key) ?? { route: a.route, status: a.status, message: message.slice(0, 300), count: 0, first: [] };
        g.count++;
        if (g.first.length < 3) g.first.push({ at: new Date(a.at).toISOString(), t: since(a.at), path: a.path, body: a.body });
        groups.set(key, g);
      }
      return [...groups.values()].sort((a, b) => b.count - a.count);
    };

    // RSS: growth after warm-up, per server process (a kill starts a new one, with its own warm-up).
    const segments = [...new Set(rss.map((s) => s.pid))].map((pid) => rss.filter((s) => s.pid === pid));
    const growthOf = (samples) => {
      const after = samples.filter((s) => s.t >= samples[0].t + WARMUP_SECONDS);
      if (after.length < 20) return null;
      const window = Math.max(10, Math.min(30, Math.floor(after.length / 5)));
      const baseline = median(after.slice(0, window).map((s) => s.rssMiB));
      const end = median(after.slice(-window).map((s) => s.rssMiB));
      return {
        fromSeconds: after[0].t,
        toSeconds: after.at(-1).t,
        baselineMiB: Number(baseline.toFixed(1)),
        endMiB: Number(end.toFixed(1)),
        peakMiB: Math.max(...after.map((s) => s.rssMiB)),
        growthPercent: Number((((end - baseline) / baseline) * 100).toFixed(1)),
        windowSeconds: window,
      };
    };
    const rssGrowth = segments.map(growthOf);
    const lastGrowth = rssGrowth.at(-1);
    const liveHeap = liveHeapGrowth({ lines: readMemoryLog(memoryLogPath), warmupSeconds: WARMUP_SECONDS });
    const lastLiveHeap = liveHeap.at(-1)?.growth;
    // The same between reconciliations (from 10 s after one ends to the next one's start): what the traffic alone does
    // to memory, apart from the steps a reconciliation's reads of every funding and payout leave behind.
    const reconciliationWindows = reconciliations.map((r) => [r.endedAt - r.ms, r.endedAt]);
    const quietIntervals = (samples) => {
      const intervals = [[]];
      for (const sample of samples.filter((x) => x.t >= samples[0].t + WARMUP_SECONDS)) {
        const at = t0 + sample.t * 1_000;
        if (reconciliationWindows.some(([from, to]) => at >= from - 1_000 && at <= to + 10_000)) intervals.push([]);
        else intervals.at(-1).push(sample);
      }
      return intervals
        .filter((q) => q.length >= 60)
        .map((q) => {
          const baseline = median(q.slice(0, 20).map((x) => x.rssMiB));
          const end = median(q.slice(-20).map((x) => x.rssMiB));
          return {
            fromSeconds: q[0].t,
            toSeconds: q.at(-1).t,
            baselineMiB: baseline,
            endMiB: end,
            growthPercent: Number((((end - baseline) / baseline) * 100).toFixed(1)),
          };
        });
    };
    const rssBetweenReconciliations = segments.flatMap(quietIntervals);
    const rssSteps = reconciliations
      .filter((r) => r.label !== 'before the traffic' && r.label !== 'end')
      .map((r) => {
        const before = rss.filter((x) => t0 + x.t * 1_000 < r.endedAt - r.ms).at(-1);
        const after = rss.filter((x) => t0 + x.t * 1_000 > r.endedAt + 10_000)[0];
        return { label: r.label, seconds: Number((r.ms / 1000).toFixed(1)), fromMiB: before?.rssMiB ?? null, toMiB: after?.rssMiB ?? null };
      });

    // One line per minute: load, latency, errors, memory and CPU.
    const minutes = [];
    for (let m = 0; m * 60 < SECONDS; m++) {
      const [from, to] = [t0 + m * 60_000, t0 + Math.min(SECONDS, (m + 1) * 60) * 1_000];
      const inMinute = answers.filter((a) => a.sentAt >= from && a.sentAt < to);
      const samples = rss.filter((s) => s.t >= m * 60 && s.t < (m + 1) * 60);
      const cpu =
        samples.length > 1 && samples[0].pid === samples.at(-1).pid
          ? (samples.at(-1).cpu - samples[0].cpu) / (samples.at(-1).t - samples[0].t)
          : null;
      minutes.push({
        minute: m + 1,
        requests: inMinute.length,
        requestsPerSec: Math.round(inMinute.length / ((to - from) / 1000)),
        ...stats(inMinute),
        over500: inMinute.filter((a) => isNumber(a.status) && a.status >= 500).length,
        noAnswer: inMinute.filter((a) => !isNumber(a.status)).length,
        rssMiB: samples.at(-1)?.rssMiB ?? null,
        serverCpuPercent: cpu === null ? null : Math.round(cpu * 100),
      });
    }

    // Money requests a client retried with their key (no answer, 503 or 409 in flight): each must settle to a 2xx, or
    // to a 4xx only if it never took effect (a 4xx with the effect there means the first attempt's answer was lost).
    const outcome = (r) => `${r.call} → ${r.final}${r.replayed ? ' replayed' : ''}${r.reason ? ` ${r.reason}` : ''}`;
    const retriedView = (list, from) => ({
      count: list.length,
      outcomes: tally(list.map(outcome)),
      slowestSecondsAfter: list.length ? Number((Math.max(...list.map((r) => r.finalAt - from)) / 1000).toFixed(1)) : 0,
      answeredInFlightFirst: list.filter((r) => r.attempts.slice(0, -1).includes(409)).length,
      unsettled: list.filter((r) => !isNumber(r.final) || r.final >= 500).map(outcome),
      answerLost: list.filter((r) => isNumber(r.final) && r.final >= 400 && r.final < 500 && r.applied > 0).map(outcome),
      appliedTwice: list.filter((r) => r.applied > 1).map(outcome),
    });
    const retriedAll = retried.map(({ payload, ...r }) => r);
    const retriedProblems = retriedView(retried, t0);

    // The faults, judged.
    if (outage) {
      const afterOutage = retried.filter((r) => r.attempts.includes(503) && r.finalAt >= outage.cutAt);
      outage.retried = retriedView(afterOutage, outage.restoredAt);
      const during = (a) => a.sentAt >= outage.cutAt + 200 && a.at < outage.restoredAt;
      const readyDuring = readiness.filter(during);
      const firstAfter = (list, test) => list.filter((a) => a.sentAt >= outage.restoredAt && test(a)).sort((a, b) => a.at - b.at)[0];
      const ready = firstAfter(readiness, (a) => a.status === 200);
      const write = firstAfter(answers, (a) => a.method === 'POST' && isNumber(a.status) && a.status >= 200 && a.status < 400);
      const after503 = answers.filter((a) => a.status === 503 && a.sentAt >= outage.restoredAt);
      Object.assign(outage, {
        seconds: OUTAGE_SECONDS,
        answered503: answers.filter((a) => during(a) && a.status === 503).length,
        answered503WithoutRetryAfter: answers.filter((a) => inOutage(a) && a.status === 503 && !a.retryAfter).length,
        otherServerErrors: answers.filter((a) => inOutage(a) && isNumber(a.status) && a.status >= 500 && a.status !== 503).length,
        noAnswer: answers.filter((a) => during(a) && !isNumber(a.status)).length,
        answeredOkDuring: answers.filter((a) => during(a) && isNumber(a.status) && a.status < 400).length,
        readyzDuring: {
          probes: readyDuring.length,
          unavailable: readyDuring.filter((a) => a.status === 503 && a.failed?.includes('database')).length,
        },
        readyAfterMs: ready ? ready.at - outage.restoredAt : null,
        writesAfterMs: write ? write.at - outage.restoredAt : null,
        last503AfterMs: after503.length ? Math.max(...after503.map((a) => a.at)) - outage.restoredAt : 0,
        answered503LaterThanRecovery: after503.filter((a) => a.sentAt > outage.restoredAt + GOAL.recoverySeconds * 1_000).length,
      });
    }
    if (kill) {
      Object.assign(kill, {
        noAnswer: answers.filter((a) => inKill(a) && !isNumber(a.status)).length,
        serverErrors: answers.filter((a) => inKill(a) && isNumber(a.status) && a.status >= 500).length,
        retried: retriedView(
          retried.filter(
            (r) => r.attempts.some((s) => !isNumber(s)) && r.finalAt >= kill.killedAt && r.firstSentAt <= kill.restartedAt + 1_000,
          ),
          kill.restartedAt,
        ),
        replaysSame: kill.replays.filter((r) => r.bodySame).length,
        replaysDiffering: kill.replays.filter((r) => !r.bodySame),
      });
    }

    // The probes: /readyz outside the faults must answer 200 (a load balancer drops a node that answers 503), and
    // /healthz's latency shows stalls of the event loop (the reconciliation's, or a starved CPU).
    const faultWindows = [
      kill && [kill.killedAt, kill.restartedAt + GOAL.recoverySeconds * 1_000],
      outage && [outage.cutAt, outage.restoredAt + GOAL.recoverySeconds * 1_000],
    ].filter(Boolean);
    const inFault = (a) => faultWindows.some(([from, to]) => a.at >= from && a.sentAt <= to);
    const duringReconciliation = (a) => reconciliationWindows.some(([from, to]) => a.sentAt <= to && a.sentAt >= from);
    const notReady = readiness.filter((a) => a.status !== 200 && !inFault(a) && a.sentAt >= t0);
    const lat = (list) => {
      const ms = list.map((a) => a.ms).sort((a, b) => a - b);
      return { probes: ms.length, p50Ms: round1(pct(ms, 50)), p99Ms: round1(pct(ms, 99)), maxMs: round1(ms.at(-1) ?? null) };
    };
    const live = liveness.filter((a) => !inFault(a) && a.sentAt >= t0);
    const probes = {
      readyzNotReadyOutsideFaults: notReady.length,
      readyzNotReadyAt: notReady
        .slice(0, 10)
        .map((a) => ({ t: since(a.sentAt), status: a.status, failed: a.failed, duringReconciliation: duringReconciliation(a) })),
      healthz: lat(live),
      healthzDuringReconciliation: lat(live.filter(duringReconciliation)),
      healthzOtherwise: lat(live.filter((a) => !duringReconciliation(a))),
    };

    const anomalies = new Map();
    for (const a of recorder.anomalies) {
      const g = anomalies.get(a.kind) ?? { kind: a.kind, count: 0, first: [] };
      g.count++;
      if (g.first.length < 3) g.first.push(a.detail);
      anomalies.set(a.kind, g);
    }

    const total = answers.length;
    const endReconciliation = reconciliations.at(-1);
    const problems = [];
    if (unexpected5xx.length) problems.push(`${unexpected5xx.length} answers ≥ 500 outside the database outage's 503s`);
    if (unexpectedNoAnswer.length)
      problems.push(`${unexpectedNoAnswer.length} requests without an answer outside the kill (timeouts or broken connections)`);
    if (moneyFound.lost.length) problems.push(`${moneyFound.lost.length}+ 2xx money answers not found in the database`);
    if (twice.length) problems.push(`${twice.length} Idempotency-Keys applied twice`);
    if (ledger.halfWrittenCount) problems.push(`${ledger.halfWrittenCount} half-written money rows`);
    if (!ledger.invariants.ok) problems.push(`ledger invariants broken: ${ledger.invariants.message}`);
    if (endReconciliation?.status !== 200) problems.push(`the final reconciliation answered ${endReconciliation?.status}`);
    if (alerts.open.length)
      problems.push(`reconciliation found ${alerts.open.length} mismatches that appeared during the run and are still open`);
    if (alerts.resolved.length)
      problems.push(
        `reconciliation raised ${alerts.resolved.length} alerts during the run that later resolved themselves (operators were e-mailed about in-flight money)`,
      );
    if (booksView.total !== 0) problems.push(`the books' total is ${booksView.total}, not 0`);
    if (countersAfter.deadlocks > countersBefore.deadlocks)
      problems.push(`PostgreSQL detected ${countersAfter.deadlocks - countersBefore.deadlocks} deadlocks`);
    if (!settled.moneySettled)
      problems.push(`the money's jobs were not done ${DRAIN_SECONDS} s after the traffic: ${JSON.stringify(settled.left)}`);
    if (settled.mail.max_delay_seconds > 60)
      problems.push(
        `mail fell behind: ${settled.atTheEndOfTheTraffic.unsent_mail} mails waiting when the traffic stopped, sent up to ${settled.mail.max_delay_seconds} s after they were queued (median ${settled.mail.p50_delay_seconds} s)${settled.settled ? '' : `, ${settled.unsent_mail} still unsent ${DRAIN_SECONDS} s later`}`,
      );
    if (failed.length) problems.push(`jobs failed for good: ${failed.map((f) => `${f.name} ×${f.n}`).join(', ')}`);
    if (anomalies.size) problems.push(`protocol anomalies: ${[...anomalies.values()].map((a) => `${a.kind} ×${a.count}`).join(', ')}`);
    if (lastGrowth && lastGrowth.growthPercent > GOAL.rssGrowthPercent)
      problems.push(`RSS grew ${lastGrowth.growthPercent} % after warm-up`);
    // Too few collections after the warm-up (a restarted process late in a short run) say nothing either way, as for RSS.
    if (!liveHeap.length) problems.push('the live heap was not recorded (bench/soak-memory.cjs)');
    else if (lastLiveHeap && lastLiveHeap.growthPercent > GOAL.liveHeapGrowthPercent)
      problems.push(`the live heap grew ${lastLiveHeap.growthPercent} % after warm-up`);
    if (logOther.length)
      problems.push(`the server logged ${logOther.length} errors outside the database outage: ${serverLogView.other.join(', ')}`);
    if (shutdown.code !== 0) problems.push(`the server's SIGTERM exit was ${JSON.stringify(exit)}`);
    if (retriedProblems.unsettled.length)
      problems.push(`money requests retried with their key that never settled: ${retriedProblems.unsettled.join(', ')}`);
    if (retriedProblems.answerLost.length)
      problems.push(
        `money requests that took effect but whose retry with the same key answered 4xx instead of replaying: ${retriedProblems.answerLost.join(', ')}`,
      );
    if (retriedProblems.appliedTwice.length) problems.push(`money requests applied twice: ${retriedProblems.appliedTwice.join(', ')}`);
    if (notReady.length)
      problems.push(
        `/readyz answered ${notReady.length} times not ready outside the faults (${tally(notReady.map((a) => `${a.status} ${a.failed?.join('+') ?? ''}`)).join(', ')}), ${notReady.filter(duringReconciliation).length} of them during a reconciliation`,
      );
    if (kill) {
      if (kill.serverErrors) problems.push(`${kill.serverErrors} answers ≥ 500 around the kill`);
      if (kill.replaysDiffering.length)
        problems.push(`${kill.replaysDiffering.length} replays after the kill differed from the first answer`);
      if (kill.jobsTakenOver?.stillOpen?.length)
        problems.push(`jobs of the killed process still open: ${kill.jobsTakenOver.stillOpen.join(', ')}`);
    }
    if (outage) {
      if (outage.otherServerErrors || outage.answered503WithoutRetryAfter)
        problems.push('answers ≥ 500 other than 503 with Retry-After during the outage');
      if (outage.readyzDuring.unavailable !== outage.readyzDuring.probes)
        problems.push('/readyz did not answer 503 naming the database throughout the outage');
      if (outage.readyAfterMs === null || outage.readyAfterMs > GOAL.recoverySeconds * 1_000)
        problems.push(`/readyz ready ${outage.readyAfterMs} ms after PostgreSQL returned`);
      if (outage.writesAfterMs === null || outage.writesAfterMs > GOAL.recoverySeconds * 1_000)
        problems.push(`writes served ${outage.writesAfterMs} ms after PostgreSQL returned`);
      if (outage.answered503LaterThanRecovery)
        problems.push(`${outage.answered503LaterThanRecovery} answers 503 more than 5 s after PostgreSQL returned`);
    }

    const gitHead = await new Promise((resolve) => {
      const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: root });
      let out = '';
      git.stdout.on('data', (d) => (out += d));
      git.on('exit', () => resolve(out.trim()));
      git.on('error', () => resolve(''));
    });
    const result = {
      date: new Date().toISOString(),
      ...machine(),
      loadAverageAtStart,
      server: { bundle: relative(root, serverBundle), head: gitHead },
      seconds: SECONDS,
      connections: CONNECTIONS,
      users: { brands: brandsCount, creators: creatorsCount, operators: operatorsCount },
      faults: [...FAULTS],
      goal: GOAL,
      requests: total,
      requestsPerSec: Math.round(total / SECONDS),
      ...stats(answers),
      statusClasses: Object.fromEntries(
        ['2xx', '3xx', '4xx', '5xx'].map((c, i) => [
          c,
          answers.filter((a) => isNumber(a.status) && Math.floor(a.status / 100) === i + 2).length,
        ]),
      ),
      noAnswer: noAnswer.length,
      over500: fiveHundreds.length,
      outage503: outage503.length,
      unexpectedOver500: unexpected5xx.length,
      serverErrors: groupErrors(unexpected5xx),
      unexpectedNoAnswer: groupErrors(unexpectedNoAnswer),
      routes,
      rss: {
        warmupSeconds: WARMUP_SECONDS,
        segments: rssGrowth,
        betweenReconciliations: rssBetweenReconciliations,
        reconciliationSteps: rssSteps,
        samples: rss.filter((_, i) => i % 5 === 0).map((s) => [s.t, s.rssMiB]),
      },
      liveHeap: liveHeap.map(({ pid, ...rest }) => rest),
      minutes,
      probes,
      faultResults: faults,
      retried: { ...retriedProblems, all: retriedAll.slice(0, 300) },
      reconciliations,
      alerts: {
        openBeforeTheRun: alertsBefore,
        newOpen: alerts.open.length,
        newResolved: alerts.resolved.length,
        byCheck: alerts.byCheck,
        first: [...alerts.open, ...alerts.resolved].slice(0, 10),
      },
      books: {
        total: booksView.total,
        invariantsOk: booksView.invariants?.ok,
        lastReconciliationOk: booksView.last_reconciliation?.ok,
        openAlerts: booksView.open_alerts,
        accounts: booksView.accounts?.map((a) => [a.kind, a.balance]),
      },
      ledger,
      moneyInDatabase: moneyFound,
      appliedTwice: twice,
      queue: settled,
      failedJobs: failed,
      money: totals,
      mailsAccepted,
      deadlocks: countersAfter.deadlocks - countersBefore.deadlocks,
      anomalies: [...anomalies.values()],
      serverLog: serverLogView,
      shutdown,
      problems,
      passed: problems.length === 0,
    };

    // The results keep the latest run without faults and the latest with, side by side.
    const mode = FAULTS.size ? 'faults' : SECONDS >= 1800 ? 'long' : 'plain';
    const jsonPath = join(resultsDir, 'soak.json');
    const recorded = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : {};
    // No machine paths in the recorded results (stack traces in logged errors name the checkout's folder).
    recorded[mode] = JSON.parse(JSON.stringify(result).replaceAll(root, ''));
    mkdirSync(resultsDir, { recursive: true });
    writeResults('soak', recorded, markdown(recorded));
    console.log(markdown({ [mode]: result }));
    console.log(`server log: ${logPath}`);
    process.exitCode = result.passed ? 0 : 1;
  } finally {
    for (const step of cleanup.reverse()) await Promise.resolve(step()).catch(() => {});
    await bench.close();
  }
}

function liveHeapCell(segment) {
  const g = segment?.growth;
  if (!segment) return 'not recorded';
  if (!g) return `too short to say (${segment.majorGcs} major collections in all)`;
  return `${g.baselineMiB} → ${g.endMiB} MiB over ${g.fromSeconds.toFixed(0)}–${g.toSeconds.toFixed(0)} s (${segment.majorGcs} major collections, the longest ${g.longestGcMs} ms): **${g.growthPercent > 0 ? '+' : ''}${g.growthPercent} %**`;
}

/** bench/results/soak.md: each recorded run (without faults, with faults), its figures and what went wrong. */
function markdown(recorded) {
  const out = [];
  const fmt = (n) => (n === null || n === undefined ? '–' : n.toLocaleString('en-US'));
  for (const [mode, r] of Object.entries(recorded)) {
    if (!r?.retried || !r.probes) continue; // a run recorded by an older version of this bench
    const g = r.rss.segments.at(-1);
    out.push(
      `## ${{ plain: 'Without faults', long: `Without faults, ${r.seconds / 60} minutes` }[mode] ?? `With faults: ${r.faults.join(', ')}`}`,
      '',
      `${r.seconds} s at ${r.connections} connections (${r.users.brands} brands, ${r.users.creators} creators, ${r.users.operators} operators), PostgreSQL with the scale seed, the built server (${r.server.bundle}, HEAD ${r.server.head}), ${r.date}. ` +
        `Node ${r.node}; load average ${r.loadAverageAtStart?.join(', ')} at the start and ${r.loadAverage.join(', ')} at the end on 2 CPUs shared with the database, the load generator and other work, so latencies are noisy.`,
      '',
      '| figure | value | goal |',
      '|---|---|---|',
      `| requests | ${fmt(r.requests)} (${fmt(r.requestsPerSec)} req/s); p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms | |`,
      `| answers by class | 2xx ${fmt(r.statusClasses['2xx'])}, 3xx ${fmt(r.statusClasses['3xx'])}, 4xx ${fmt(r.statusClasses['4xx'])}, 5xx ${fmt(r.statusClasses['5xx'])}, no answer ${fmt(r.noAnswer)} | |`,
      `| answers ≥ 500 | ${fmt(r.over500)}${r.outage503 ? ` (${fmt(r.outage503)} of them the outage's 503 with Retry-After)` : ''}; unexpected: **${fmt(r.unexpectedOver500)}** | 0 |`,
      `| server RSS after ${r.rss.warmupSeconds} s warm-up${r.rss.segments.length > 1 ? ' (the restarted process)' : ''} | ${g ? `${g.baselineMiB} → ${g.endMiB} MiB (peak ${g.peakMiB}): **${g.growthPercent > 0 ? '+' : ''}${g.growthPercent} %**` : 'too short to say'} | ≤ ${r.goal.rssGrowthPercent} % |`,
      `| live heap (heap used after each major collection) after ${r.rss.warmupSeconds} s warm-up${r.liveHeap?.length > 1 ? ' (the restarted process)' : ''} | ${liveHeapCell(r.liveHeap?.at(-1))} | ≤ ${r.goal.liveHeapGrowthPercent ?? 10} % |`,
      `| server RSS between reconciliations (10 s after one ends to the next one's start) | ${r.rss.betweenReconciliations.map((q) => `${q.fromSeconds.toFixed(0)}–${q.toSeconds.toFixed(0)} s: ${q.baselineMiB} → ${q.endMiB} MiB (${q.growthPercent > 0 ? '+' : ''}${q.growthPercent} %)`).join('; ') || 'no interval long enough'}; across each reconciliation during the traffic: ${r.rss.reconciliationSteps.map((x) => `${x.label} (${x.seconds} s) ${x.fromMiB} → ${x.toMiB} MiB`).join('; ') || 'none'} | |`,
      `| ledger invariants (checkLedgerInvariants) | ${r.ledger.invariants.ok ? 'hold' : `**broken**: ${r.ledger.invariants.message}`}; half-written rows ${r.ledger.halfWrittenCount} | hold, 0 |`,
      `| reconciliation (operator, POST /api/ops/reconciliation/run) | ${r.reconciliations.map((x) => `${x.label}: ${x.mismatches} mismatches in ${(x.ms / 1000).toFixed(1)} s`).join('; ')}; ${r.alerts.openBeforeTheRun} alerts open before the run (the seed's); alerts first seen during the run: **${r.alerts.newOpen} still open, ${r.alerts.newResolved} resolved by themselves**; books total ₹${r.books.total} | no new alert, total 0 |`,
      `| 2xx money answers found in the database | ${Object.values(r.moneyInDatabase.found).reduce((n, f) => n + f.found, 0)} of ${Object.values(r.moneyInDatabase.found).reduce((n, f) => n + f.answered, 0)}; applied twice under one key: ${r.appliedTwice.length} | all, 0 |`,
      `| deadlocks (pg_stat_database) | ${r.deadlocks} | 0 |`,
      `| queue after the traffic | money's jobs (webhooks, payouts, refunds) ${r.queue.moneySettled ? `done in ${r.queue.moneySeconds} s` : '**not done**'}; mail: ${r.queue.atTheEndOfTheTraffic.unsent_mail} waiting when the traffic stopped, ${r.queue.settled ? `all sent ${r.queue.seconds} s later` : `**${r.queue.unsent_mail} still unsent ${r.queue.seconds} s later**`}; ${r.queue.mail.mails} mails of the run sent after a median ${r.queue.mail.p50_delay_seconds} s, at most **${r.queue.mail.max_delay_seconds} s**; jobs failed for good: ${r.failedJobs.length ? r.failedJobs.map((f) => `${f.name} ×${f.n}`).join(', ') : 'none'} | done; mail ≤ 60 s |`,
      `| money moved by the run | fundings ${JSON.stringify(r.money.fundings ?? {})}; payouts ${JSON.stringify(r.money.payouts ?? {})}; refunds ${JSON.stringify(r.money.refunds ?? {})}; ${fmt(r.money.transfers)} ledger transfers | |`,
      `| money requests retried by their client with the same key | ${r.retried.count}: ${r.retried.outcomes.slice(0, 12).join(', ') || 'none'}; took effect yet answered 4xx: ${r.retried.answerLost.length}; never settled: ${r.retried.unsettled.length} | 0, 0 |`,
      `| probes outside the faults | /readyz not ready ${r.probes.readyzNotReadyOutsideFaults} times; /healthz (every 200 ms) p50 ${r.probes.healthz.p50Ms} ms, p99 ${r.probes.healthz.p99Ms} ms, max ${r.probes.healthz.maxMs} ms; during reconciliations max ${r.probes.healthzDuringReconciliation.maxMs} ms, otherwise ${r.probes.healthzOtherwise.maxMs} ms | ready throughout |`,
      `| errors in the server's log | ${r.serverLog.errors}${r.serverLog.duringOutage.length ? ` (during the outage: ${r.serverLog.duringOutage.join(', ')})` : ''}; other: ${r.serverLog.other.join(', ') || 'none'} | none but the outage's |`,
      `| SIGTERM at the end | exit ${r.shutdown.code ?? r.shutdown.signal} in ${r.shutdown.seconds} s | 0 |`,
      '',
    );
    if (r.faultResults.kill) {
      const k = r.faultResults.kill;
      out.push(
        `**kill -9** at ${k.atSeconds} s: restarted and ready in ${k.restartSeconds} s; ${k.noAnswer} requests got no answer, ${k.serverErrors} answered ≥ 500. ` +
          `${k.jobsRunningAtKill} jobs were running in the killed process: ${k.jobsTakenOver ? `${k.jobsTakenOver.finished} finished ${k.jobsTakenOver.secondsAfterRestart} s after the restart${k.jobsTakenOver.stillOpen.length ? `, still open: ${k.jobsTakenOver.stillOpen.join(', ')}` : ''}` : 'not followed'}. ` +
          `${k.retried.count} money requests cut off by the kill, retried by their client with the same Idempotency-Key: ${k.retried.outcomes.join(', ') || 'none'} (${k.retried.answeredInFlightFirst} answered 409 "still being processed" before settling; the last settled ${k.retried.slowestSecondsAfter} s after the restart; ${k.retried.answerLost.length} took effect yet answered 4xx, ${k.retried.appliedTwice.length} applied twice). ` +
          `${k.replays.length} 2xx money answers from before the kill, retried with their key: ${k.replaysSame} replayed unchanged.`,
        '',
      );
    }
    if (r.faultResults.db) {
      const d = r.faultResults.db;
      out.push(
        `**PostgreSQL cut for ${d.seconds} s** at ${d.atSeconds} s (TCP proxy: new connections refused, open ones dropped; ${d.transactionsRolledBack} transactions rolled back): ` +
          `${d.answered503} answers 503 with Retry-After, ${d.answered503WithoutRetryAfter} without it, ${d.otherServerErrors} other ≥ 500, ${d.noAnswer} without an answer, ${d.answeredOkDuring} answered < 400 during; ` +
          `/readyz 503 naming the database in ${d.readyzDuring.unavailable} of ${d.readyzDuring.probes} probes. After it returned: ready in ${d.readyAfterMs} ms, the first write served in ${d.writesAfterMs} ms, the last 503 ${d.last503AfterMs} ms; ${d.answered503LaterThanRecovery} answers 503 later than 5 s. ` +
          `${d.retried.count} money requests answered 503 and retried by their client with the same key: ${d.retried.outcomes.join(', ') || 'none'} (the last settled ${d.retried.slowestSecondsAfter} s after PostgreSQL returned; ${d.retried.answerLost.length} took effect yet answered 4xx, ${d.retried.appliedTwice.length} applied twice).`,
        '',
      );
    }
    out.push(
      '| route | requests | p50 ms | p99 ms | max ms | answers |',
      '|---|---|---|---|---|---|',
      ...r.routes.map(
        (x) =>
          `| \`${x.route}\` | ${fmt(x.requests)} | ${x.p50Ms} | ${x.p99Ms} | ${x.maxMs} | ${Object.entries(x.statuses)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}${x.reasons.length ? ` (${x.reasons.slice(0, 3).join(', ')})` : ''} |`,
      ),
      '',
      '| minute | req/s | p50 ms | p99 ms | ≥ 500 | no answer | server RSS MiB | live heap MiB (lowest after a major GC) | heap total MiB (highest) | server CPU % |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...r.minutes.map((m) => {
        const heap = r.liveHeap?.[0]?.perMinute?.find((x) => x.minute === m.minute);
        return `| ${m.minute} | ${m.requestsPerSec} | ${m.p50Ms} | ${m.p99Ms} | ${m.over500} | ${m.noAnswer} | ${m.rssMiB} | ${heap?.liveHeapLowestMiB ?? '–'} | ${heap?.heapTotalHighestMiB ?? '–'} | ${m.serverCpuPercent ?? '–'} |`;
      }),
      '',
    );
    if (r.problems.length) {
      out.push('Problems found:', '', ...r.problems.map((p) => `- ${p}`), '');
      for (const e of r.serverErrors.slice(0, 8)) {
        out.push(
          `- \`${e.route}\` answered ${e.status} ×${e.count}, first at ${e.first[0]?.at}: \`${JSON.stringify(e.first[0]?.body).slice(0, 400)}\``,
        );
      }
      for (const a of r.anomalies) out.push(`- ${a.kind} ×${a.count}: \`${JSON.stringify(a.first[0]).slice(0, 400)}\``);
      for (const a of r.alerts.first.slice(0, 5))
        out.push(`- reconciliation alert (${a.check}, ${a.resolved ? 'resolved by itself' : 'open'}): ${a.message}`);
      out.push('');
    } else out.push('No problems: every goal met.', '');
  }
  return [
    '# Soak: mixed traffic from every role at 64 connections, PostgreSQL, scale seed',
    '',
    'What `npm run bench:soak` measured (bench/soak.mjs; see bench/README.md). Latencies are end to end at 64 connections, each a user waiting for every answer, so they include queueing behind the other 63.',
    '',
    ...out,
  ].join('\n');
}
