import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { openEventStream } from '../helpers/event-stream';
import { createUserFactory } from '../helpers/factories';
import { HttpBrowser } from '../helpers/http-browser';
import { postgresOnlySkipReason, skippedBecause } from '../helpers/postgres-only';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { openTestDatabase } from '../helpers/test-database';

// Two nodes need PostgreSQL (PGlite serves one process); the sessions' end travels through Redis.
const skipReason = postgresOnlySkipReason('two-node-events.test.ts', { redis: true });

let database: Database;
let a: ServerProcess;
let b: ServerProcess;
let createUser: ReturnType<typeof createUserFactory>;
beforeAll(async () => {
  if (skipReason) return;
  database = await openTestDatabase();
  createUser = createUserFactory(database.db);
  const env = { DATABASE_URL: database.url!, REDIS_URL: process.env.TEST_REDIS_URL!, TRUST_PROXY: 'true' };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);
afterAll(async () => {
  if (skipReason) return;
  for (const node of [a, b]) {
    if (!node || node.child.exitCode !== null) continue;
    node.child.kill('SIGTERM');
    await node.exited;
  }
  await database?.close();
});

/** A brand and a creator signed in over HTTP, with the conversation of a (draft) campaign between them. */
async function pair() {
  const [brandUser, creatorUser] = await Promise.all([createUser({ userType: 'brand' }), createUser({ userType: 'creator' })]);
  const { rows } = (await database.db.execute(sql`with c as (insert into campaigns (user_id) values (${brandUser.id}) returning id)
    select conversation_open((select id from c), ${creatorUser.id}::uuid, 'question', now()) as id`)) as unknown as {
    rows: { id: string }[];
  };
  const brand = new HttpBrowser();
  const creator = new HttpBrowser();
  expect((await brand.post(a.url, '/brand/login', { email: brandUser.email, password: brandUser.password })).status).toBe(200);
  expect((await creator.post(a.url, '/creator/login', { email: creatorUser.email, password: creatorUser.password })).status).toBe(200);
  return { brand, creator, conversationId: rows[0]!.id };
}

const cookieOf = (browser: HttpBrowser) => `amplio_session=${browser.cookies.get('amplio_session')}`;
const bodies = (events: { event: string; data: unknown }[]) =>
  events.filter((e) => e.event === 'message').map((e) => (e.data as { message: { body: string } }).message.body);

describe.skipIf(skipReason)(`live events across two nodes${skippedBecause(skipReason)}`, () => {
  it('carry a message sent through node A to a stream held on node B within a second', async () => {
    const { brand, creator, conversationId } = await pair();
    const stream = openEventStream({ baseUrl: b.url, cookie: cookieOf(creator) });
    await stream.until((events) => events.some((e) => e.event === 'ready'));
    const started = performance.now();
    expect((await brand.post(a.url, `/api/conversations/${conversationId}/messages`, { body: 'From node A' })).status).toBe(201);
    await stream.until((events) => bodies(events).includes('From node A'), 1_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    stream.close();
  });

  it('end a stream on node B when its session signs out on node A', async () => {
    const { creator } = await pair();
    const stream = openEventStream({ baseUrl: b.url, cookie: cookieOf(creator) });
    await stream.until((events) => events.some((e) => e.event === 'ready'));
    expect((await creator.post(a.url, '/api/creators/logout')).status).toBe(200);
    await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('still open after 1 s')), 1_000))]);
  });

  it('replay on node A, after node B stops, exactly what the stream missed: nothing lost, nothing twice', async () => {
    const { brand, creator, conversationId } = await pair();
    const onB = openEventStream({ baseUrl: b.url, cookie: cookieOf(creator) });
    await onB.until((events) => events.some((e) => e.event === 'ready'));
    expect((await brand.post(a.url, `/api/conversations/${conversationId}/messages`, { body: 'one' })).status).toBe(201);
    await onB.until((events) => bodies(events).includes('one'));
    const lastId = Math.max(...onB.events.filter((e) => e.id !== null).map((e) => e.id!));

    b.child.kill('SIGTERM');
    await b.exited;
    await onB.ended;
    for (const body of ['two', 'three']) {
      expect((await brand.post(a.url, `/api/conversations/${conversationId}/messages`, { body })).status).toBe(201);
    }
    const onA = openEventStream({ baseUrl: a.url, cookie: cookieOf(creator), lastEventId: lastId });
    await onA.until((events) => bodies(events).length >= 2);
    expect((await brand.post(a.url, `/api/conversations/${conversationId}/messages`, { body: 'four' })).status).toBe(201);
    await onA.until((events) => bodies(events).includes('four'));
    expect(bodies(onA.events)).toEqual(['two', 'three', 'four']);
    const ids = onA.events.filter((e) => e.id !== null).map((e) => e.id!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(lastId);
    onA.close();
  });
});
