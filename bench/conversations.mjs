// Load benchmark, issue 22 §2 and issue 24 §4: a brand's conversation list (3,000 conversations, page 1) against the
// floor (bench/floor-server.mjs: the same SQL, prepared, on bare Fastify and `pg`) and a bare Fastify hello-world in the
// same run, 32 connections (bench/lib.mjs benchReads). The bench makes, seeds and drops a database of its own next to
// BENCH_DATABASE_URL's (bench/messaging-seed.mjs).
//
//   npm run build -w @amplio/server
//   BENCH_DATABASE_URL=postgres://… node bench/conversations.mjs
// BENCH_ROUNDS, BENCH_SECONDS, BENCH_PORT (default 3970): see benchReads.
import { benchReads, signIn } from './lib.mjs';
import { CONVERSATIONS, MESSAGING_BRAND, seedMessagingDatabase } from './messaging-seed.mjs';

const base = process.env.BENCH_DATABASE_URL;
if (!base) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL database (the bench makes its own database next to it).');
  process.exit(1);
}
const seeded = await seedMessagingDatabase(base, 'amplio_bench_conversations');
process.env.BENCH_DATABASE_URL = seeded.databaseUrl;
try {
  await benchReads({
    name: 'conversations',
    port: 3970,
    async setup(appBase) {
      const headers = { cookie: (await signIn(appBase, MESSAGING_BRAND)).cookie, accept: 'application/json' };
      const list = await (await fetch(`${appBase}/api/conversations`, { headers })).json();
      if (list.total !== CONVERSATIONS) throw new Error(`the brand has ${list.total} conversations, not ${CONVERSATIONS}`);
      return {
        intro: `Signed in as ${MESSAGING_BRAND.email}, with ${list.total} conversations (${list.unread_total} unread).`,
        data: { brand: MESSAGING_BRAND.email, conversations: list.total },
        targets: [{ name: 'conversation list, page 1', path: '/api/conversations', headers }],
      };
    },
  });
} finally {
  await seeded.drop();
}
