// Load benchmark: the brand's campaign list, one campaign's details and the escrow summary, on PostgreSQL seeded by
// `npm run seed:scale` (5,000 campaigns, 500 brands, ~1,100,000 transfers), against the floor (bench/floor-server.mjs:
// the same SQL, prepared, on bare Fastify and `pg`) and a bare Fastify hello-world in the same run. 32 connections,
// no pipelining; rounds in turn, ratios within each round (bench/lib.mjs benchReads). Goal: p99 ≤ 15 ms and
// ≥ 0.6 × the floor's req/s.
//
//   DATABASE_URL=postgres://… npm run db:migrate && DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/campaigns.mjs
// BENCH_ROUNDS, BENCH_SECONDS, BENCH_PORT (default 3920), BENCH_COMPARE: see benchReads.
import { benchReads, signIn } from './lib.mjs';

const BRAND = { role: 'brand', email: process.env.BENCH_BRAND ?? 'scale-brand-0001@amplio.test', password: 'Scale-Brand-2026' };

await benchReads({
  name: 'campaigns',
  port: 3920,
  async setup(base) {
    const headers = { cookie: (await signIn(base, BRAND)).cookie, accept: 'application/json' };
    const list = await (await fetch(`${base}/api/brands/campaigns`, { headers })).json();
    const campaign = list.data.find((c) => c.status === 'active') ?? list.data[0];
    if (!campaign) throw new Error('The brand has no campaign: is the database seeded?');
    return {
      intro: `Signed in as ${BRAND.email} (${list.total} campaigns shown in its list).`,
      data: { brand: BRAND.email, campaigns: list.total, campaign: campaign.id },
      targets: [
        { name: 'campaign list', path: '/api/brands/campaigns', headers },
        { name: 'campaign details', path: `/api/brands/campaigns/${campaign.id}`, headers },
        { name: 'escrow summary', path: '/api/brands/escrow', headers },
      ],
    };
  },
});
