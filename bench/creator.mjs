// Load benchmark, issue 12 §6 and issue 22 §2: a seeded creator's discovery with prices (the campaign list, then one
// campaign's prices) and scripts list, on PostgreSQL seeded by `npm run seed:scale` (10,000 creators, ~155,000
// scripts, 5,000 campaigns, ~1,100,000 transfers), against the floor (bench/floor-server.mjs: the same SQL, prepared,
// on bare Fastify and `pg`) and a bare Fastify hello-world in the same run. 32 connections, no pipelining; rounds in
// turn, ratios within each round (bench/lib.mjs benchReads). Goal: p99 ≤ 15 ms and ≥ 0.6 × the floor's req/s.
//
//   DATABASE_URL=postgres://… npm run db:migrate && DATABASE_URL=postgres://… npm run seed:scale
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/creator.mjs
// BENCH_CREATOR (default the first scale creator); BENCH_ROUNDS, BENCH_SECONDS, BENCH_PORT (default 3930),
// BENCH_COMPARE: see benchReads.
import { benchReads, scaleCreatorEmail, signIn } from './lib.mjs';

const CREATOR = { role: 'creator', email: process.env.BENCH_CREATOR ?? scaleCreatorEmail(1), password: 'Scale-Brand-2026' };

await benchReads({
  name: 'creator',
  port: 3930,
  async setup(base) {
    const headers = { cookie: (await signIn(base, CREATOR)).cookie, accept: 'application/json' };
    const page = await (await fetch(`${base}/api/campaigns/active`, { headers })).json();
    const campaign = page.data.find((c) => c.my_prices.length > 0) ?? page.data[0];
    if (!campaign) throw new Error('No active campaign to price: is the database seeded?');
    const scripts = await (await fetch(`${base}/api/creator/scripts`, { headers })).json();
    return {
      intro: `Signed in as ${CREATOR.email} (${scripts.data.length} scripts; ${campaign.my_prices.length} prices on the priced campaign; ${page.total} discoverable campaigns).`,
      data: {
        creator: CREATOR.email,
        creatorScripts: scripts.data.length,
        discoverable: page.total,
        pricedCampaign: { id: campaign.id, prices: campaign.my_prices.length },
      },
      targets: [
        { name: 'discovery: active campaigns, page 1', path: '/api/campaigns/active', headers, replay: true },
        {
          name: 'discovery: my prices for one campaign',
          path: `/api/creator/social-links-with-pricing?campaign_id=${campaign.id}`,
          headers,
          replay: true,
        },
        { name: 'scripts list', path: '/api/creator/scripts', headers },
      ],
    };
  },
});
