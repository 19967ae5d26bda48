// Load benchmark, issue 24 §4: live event streams and the conversation list, on PostgreSQL.
//   1. 1,000 open event streams on one node: RSS growth ≤ 100 MB.
//   2. Messages at 50 a second to creators holding those streams: p99 from send to arrival ≤ 100 ms.
//   3. The conversation list of a brand with 3,000 conversations at 32 connections: p99 ≤ 25 ms.
//
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node bench/messaging.mjs
// The bench makes a database of its own next to BENCH_DATABASE_URL's (amplio_bench_messaging), migrates it, seeds a
// brand, 50 creators and 3,000 conversations with SQL, and drops it at the end. BENCH_SECONDS (default 10).
import { request } from 'node:http';
import { machine, measure, rssBytes, signIn, startApp, waitFor, writeResults } from './lib.mjs';
import { CONVERSATIONS, MESSAGING_BRAND, MESSAGING_PASSWORD, seedMessagingDatabase } from './messaging-seed.mjs';

const STREAMS = 1000;
const CREATORS = 50;
const RATE_PER_SECOND = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3950);
const GOALS = { rssGrowthMb: 100, deliveryP99Ms: 100, listP99Ms: 25 };

const base = process.env.BENCH_DATABASE_URL;
if (!base) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the bench makes its own database next to it).');
  process.exit(1);
}
const seeded = await seedMessagingDatabase(base);
const { databaseUrl } = seeded;

const app = startApp(port, { databaseUrl, env: { RATE_LIMIT_SCALE: '1000' } });
const sockets = [];
try {
  await waitFor(`${app.base}/readyz`, app.child);
  const brand = await signIn(app.base, MESSAGING_BRAND);
  const creators = [];
  for (let i = 1; i <= CREATORS; i++) {
    const session = await signIn(app.base, { role: 'creator', email: `bench-creator-${i}@amplio.test`, password: MESSAGING_PASSWORD });
    creators.push(session);
  }
  const list = await (
    await fetch(`${app.base}/api/conversations?page=1`, { headers: { cookie: brand.cookie, accept: 'application/json' } })
  ).json();
  if (list.data.length !== 20) throw new Error(`the brand's list has ${list.data.length} rows`);
  const conversationOf = new Map();
  for (let page = 1; conversationOf.size < CREATORS; page++) {
    const res = await (
      await fetch(`${app.base}/api/conversations?page=${page}`, { headers: { cookie: brand.cookie, accept: 'application/json' } })
    ).json();
    for (const c of res.data) {
      const n = Number(c.creator.name.replace('Creator ', ''));
      if (n <= CREATORS) conversationOf.set(n, c.id);
    }
  }

  // 1. Streams: 20 per creator (tabs), 1,000 in all.
  const rssBefore = rssBytes(app.child.pid);
  const arrivals = new Map();
  await Promise.all(
    Array.from({ length: STREAMS }, (_, i) => openStream({ cookie: creators[i % CREATORS].cookie, onMessage: (body) => arrival(body) })),
  );
  await new Promise((r) => setTimeout(r, 2000));
  const rssAfter = rssBytes(app.child.pid);
  const rssGrowthMb = (rssAfter - rssBefore) / 1024 / 1024;
  console.log(
    `${STREAMS} streams: RSS ${(rssBefore / 1048576).toFixed(0)} → ${(rssAfter / 1048576).toFixed(0)} MB (+${rssGrowthMb.toFixed(1)} MB)`,
  );

  // 2. Delivery: 50 messages a second for `seconds`, round-robin over the creators; first arrival on any stream.
  function arrival(body) {
    const sent = arrivals.get(body);
    if (sent && sent.at === undefined) sent.at = performance.now();
  }
  const sends = [];
  const total = RATE_PER_SECOND * seconds;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const body = `bench message ${i}`;
    const record = { sentAt: performance.now(), at: undefined };
    arrivals.set(body, record);
    const conversation = conversationOf.get((i % CREATORS) + 1);
    sends.push(
      fetch(`${app.base}/api/conversations/${conversation}/messages`, {
        method: 'POST',
        headers: { cookie: brand.cookie, 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': brand.csrf },
        body: JSON.stringify({ body }),
      }).then((res) => {
        if (res.status !== 201) throw new Error(`send ${i}: ${res.status}`);
      }),
    );
  }
  await Promise.all(sends);
  await new Promise((r) => setTimeout(r, 1000));
  const latencies = [...arrivals.values()]
    .map((r) => (r.at === undefined ? Number.POSITIVE_INFINITY : r.at - r.sentAt))
    .sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const delivery = {
    sent: total,
    received: latencies.filter(Number.isFinite).length,
    p50Ms: pick(0.5),
    p99Ms: pick(0.99),
    maxMs: latencies.at(-1),
  };
  console.log(
    `delivery at ${RATE_PER_SECOND}/s: ${delivery.received}/${delivery.sent} arrived, p50 ${delivery.p50Ms.toFixed(1)} ms, p99 ${delivery.p99Ms.toFixed(1)} ms`,
  );
  for (const socket of sockets) socket.destroy();

  // 3. The brand's conversation list, 3,000 conversations, 32 connections.
  // For scale: the same brand's unread badge, a signed-in read of one tiny query, in the same run.
  const unread = await measure(
    'unread badge',
    { url: `${app.base}/api/conversations/unread`, connections: 32, headers: { cookie: brand.cookie, accept: 'application/json' } },
    { seconds },
  );
  console.log(`unread badge: ${unread.requestsPerSec.toFixed(0)} req/s, p99 ${unread.latencyP99Ms} ms`);
  const listResult = await measure(
    'conversation list (3,000 conversations)',
    { url: `${app.base}/api/conversations?page=1`, connections: 32, headers: { cookie: brand.cookie, accept: 'application/json' } },
    { seconds },
  );
  console.log(`list: ${listResult.requestsPerSec.toFixed(0)} req/s, p50 ${listResult.latencyP50Ms} ms, p99 ${listResult.latencyP99Ms} ms`);

  const result = {
    machine: machine(),
    streams: {
      count: STREAMS,
      rssBeforeMb: rssBefore / 1048576,
      rssAfterMb: rssAfter / 1048576,
      rssGrowthMb,
      meetsGoal: rssGrowthMb <= GOALS.rssGrowthMb,
    },
    delivery: {
      ...delivery,
      ratePerSecond: RATE_PER_SECOND,
      meetsGoal: delivery.received === delivery.sent && delivery.p99Ms <= GOALS.deliveryP99Ms,
    },
    list: { ...listResult, meetsGoal: listResult.latencyP99Ms <= GOALS.listP99Ms && listResult.non2xx === 0 },
    unreadBadge: unread,
    goals: GOALS,
  };
  const yes = (ok) => (ok ? 'yes' : '**no**');
  writeResults(
    'messaging',
    result,
    `# Messaging bench (issue 24 §4)

One run on ${new Date().toISOString().slice(0, 10)}, PostgreSQL, one node, load average ${result.machine.loadAverage.join(' / ')}, Node ${result.machine.node}.

| what | measured | goal | met |
|---|---|---|---|
| ${STREAMS} open event streams: RSS growth | ${rssGrowthMb.toFixed(1)} MB (${(rssBefore / 1048576).toFixed(0)} → ${(rssAfter / 1048576).toFixed(0)} MB) | ≤ ${GOALS.rssGrowthMb} MB | ${yes(result.streams.meetsGoal)} |
| message to its stream at ${RATE_PER_SECOND}/s (${delivery.sent} sent, ${delivery.received} arrived) | p50 ${delivery.p50Ms.toFixed(1)} ms, p99 ${delivery.p99Ms.toFixed(1)} ms | p99 ≤ ${GOALS.deliveryP99Ms} ms | ${yes(result.delivery.meetsGoal)} |
| conversation list, brand with ${CONVERSATIONS} conversations, 32 connections | ${listResult.requestsPerSec.toFixed(0)} req/s, p50 ${listResult.latencyP50Ms} ms, p99 ${listResult.latencyP99Ms} ms | p99 ≤ ${GOALS.listP99Ms} ms | ${yes(result.list.meetsGoal)} |
| for scale: the unread badge (one tiny query), same brand, 32 connections | ${unread.requestsPerSec.toFixed(0)} req/s, p99 ${unread.latencyP99Ms} ms | | |

Delivery is measured from the moment the brand's POST starts to the first stream of the creator that shows the message: it includes the send's own transaction, the NOTIFY at commit, the node reading the event row and writing it to ${STREAMS / CREATORS} streams of that creator (decision 039).
`,
  );
} finally {
  for (const socket of sockets) socket.destroy();
  app.stop();
  await new Promise((resolve) => app.child.once('exit', resolve));
  if (process.env.BENCH_KEEP !== '1') await seeded.drop();
}

/** One EventSource-like stream; resolves once the server says `ready`. */
function openStream({ cookie, onMessage }) {
  return new Promise((resolve, reject) => {
    const req = request(`${app.base}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) resolve();
          if (frame.includes('event: message')) {
            const data = frame.split('\n').find((line) => line.startsWith('data: '));
            if (data) onMessage(JSON.parse(data.slice(6)).message.body);
          }
        }
      });
    });
    req.on('error', reject);
    req.on('socket', (socket) => sockets.push(socket));
    req.end();
  });
}
