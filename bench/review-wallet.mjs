// Load benchmark, issue 13 §5 and issue 22 §2: the brand's review list and the creator's wallet at scale, on
// PostgreSQL seeded by `npm run seed:scale` (over 100,000 submissions; scale-brand-0001 has about 3,300 of them;
// the last scale creator has a 10,000-row payment history with payouts in every state), against the floor
// (bench/floor-server.mjs: the same SQL, prepared, on bare Fastify and `pg`) and a bare Fastify hello-world in the
// same run. 32 connections, no pipelining; rounds in turn, ratios within each round, and the CPU each request cost
// the server process and the PostgreSQL backends serving the bench database (/proc, Linux), which moves less than
// req/s on a machine shared with other work (bench/lib.mjs benchReads). Goal: p99 ≤ 15 ms and ≥ 0.6 × the floor.
//
//   DATABASE_URL=postgres://… npm run db:migrate && DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/review-wallet.mjs
// BENCH_BRAND, BENCH_CREATOR; BENCH_ROUNDS, BENCH_SECONDS, BENCH_PORT (default 3108), BENCH_COMPARE: see benchReads.
import { benchReads, scaleCreatorEmail, signIn } from './lib.mjs';

const PASSWORD = 'Scale-Brand-2026';
const BRAND = { role: 'brand', email: process.env.BENCH_BRAND ?? 'scale-brand-0001@amplio.test', password: PASSWORD };
const CREATOR = { role: 'creator', email: process.env.BENCH_CREATOR ?? scaleCreatorEmail(), password: PASSWORD };

await benchReads({
  name: 'review-wallet',
  port: 3108,
  async setup(base) {
    const brand = { cookie: (await signIn(base, BRAND)).cookie, accept: 'application/json' };
    const creator = { cookie: (await signIn(base, CREATOR)).cookie, accept: 'application/json' };
    const get = async (path, headers) => {
      const res = await fetch(`${base}${path}`, { headers });
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    // What the bench reads, checked once: the brand's submissions and the creator's history are the big ones.
    const submissions = await get('/api/brands/creator-submissions', brand);
    const history = await get('/api/creator/payment-history', creator);
    const earnings = await get('/api/creator/earnings', creator);
    if (submissions.data.total < 1000 || history.total < 5000) {
      throw new Error(
        `The seeded accounts are small (${submissions.data.total} submissions, ${history.total} history rows): is this the scale seed?`,
      );
    }
    const middle = Math.ceil(history.last_page / 2);
    const data = {
      brand: BRAND.email,
      brandSubmissions: submissions.data.total,
      brandCounts: submissions.counts,
      creator: CREATOR.email,
      historyRows: history.total,
      historyPages: history.last_page,
      earnings: { total: earnings.lifetime_earnings, paid_out: earnings.paid_out, available: earnings.available_balance },
    };
    return {
      intro: `Signed in as ${BRAND.email} (${data.brandSubmissions} submissions; pending ${data.brandCounts.pending}, approved ${data.brandCounts.approved}, rejected ${data.brandCounts.rejected}) and ${CREATOR.email} (${data.historyRows} payment-history rows, ${data.historyPages} pages of 20).`,
      data,
      targets: [
        { name: 'review: submissions, page 1', path: '/api/brands/creator-submissions', headers: brand },
        { name: 'review: pending, page 1', path: '/api/brands/creator-submissions?status=pending', headers: brand },
        { name: 'review: approved, page 1', path: '/api/brands/creator-submissions?status=approved', headers: brand },
        { name: 'review: rejected, page 1', path: '/api/brands/creator-submissions?status=rejected', headers: brand },
        { name: 'wallet: payment history, page 1', path: '/api/creator/payment-history', headers: creator },
        { name: 'wallet: payment history, middle page', path: `/api/creator/payment-history?page=${middle}`, headers: creator },
        { name: 'wallet: payment history, last page', path: `/api/creator/payment-history?page=${history.last_page}`, headers: creator },
        { name: 'wallet: earnings', path: '/api/creator/earnings', headers: creator },
      ],
    };
  },
});
