import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@amplio/shared/schemas/payments';
import { DEFAULT_LOCK_MS } from '../../src/lib/idempotency/idempotency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { checkLedgerInvariants } from '../../src/features/ledger/ledger-invariants';
import {
  type Answer,
  campaignBody,
  halfWrittenMoneyRows,
  signedInBrands,
  signedInCreators,
  signedInOperator,
  type TrafficActor,
} from '../helpers/money-traffic';
import { postgresOnlySkipReason, skippedBecause } from '../helpers/postgres-only';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { startSmtpSink } from '../helpers/smtp-sink';
import { openTestDatabase } from '../helpers/test-database';

// The server is a real process on its own PostgreSQL database, killed with SIGKILL in the middle of money traffic and
// started again on the same database (a PGlite server holds its folder alone, and PostgreSQL is what runs in production).
const skipReason = postgresOnlySkipReason('kill-nine.test.ts');

/** Traffic runs at least this long before the kill, and until a payout has been sent. */
const BEFORE_KILL_MS = 8_000;
/** And this long after the restarted server answers. */
const AFTER_RESTART_MS = 4_000;
/** Every job queued before or after the kill has finished this long after the restart (a dead node's jobs: ~25 s). */
const SETTLE_MS = 45_000;

/** A real, small video (WebM, about 180 KB) from the landing page's carousel. */
const VIDEO = readFileSync(join(import.meta.dirname, '../../../web/public/Brandvideo/01.webm'));

let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: ServerProcess;
let env: Record<string, string>;
const answers: Answer[] = [];
let brands: (TrafficActor & { brandId: string })[];
let creators: TrafficActor[];
let operator: TrafficActor;

beforeAll(async () => {
  if (skipReason) return;
  database = await openTestDatabase();
  sink = await startSmtpSink();
  env = {
    DATABASE_URL: database.url!,
    TRUST_PROXY: 'true',
    SMTP_URL: sink.url,
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_WEBHOOK_SECRET: 'kill-nine-webhook-secret-kill-nine-webhook',
    SANDBOX_PAYOUT_DELAY_MS: '200',
  };
  server = await startServerProcess(env);
  const baseUrl = () => server.url;
  brands = await signedInBrands({ db: database.db, baseUrl, answers, count: 2 });
  creators = await signedInCreators({ db: database.db, baseUrl, answers, count: 3 });
  operator = await signedInOperator({ db: database.db, baseUrl, answers });
}, 120_000);
afterAll(async () => {
  if (skipReason) return;
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await sink?.close();
  await database?.close();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = (a: Answer) => typeof a.status === 'number' && a.status >= 200 && a.status < 400;

/** A brand funds a new campaign every second and a half, and decides every submission waiting for it. */
async function brandLoop(brand: TrafficActor, stopped: () => boolean) {
  let round = 0;
  let lastCampaignAt = 0;
  while (!stopped()) {
    if (Date.now() - lastCampaignAt > 1_500) {
      lastCampaignAt = Date.now();
      const created = await brand.call(
        'create campaign',
        'POST',
        '/api/brands/campaigns',
        campaignBody(`${brand.name} flask ${round++}`, 2_000),
      );
      if (created.status === 201) {
        const campaignId = created.body.data.id as string;
        const funded = await brand.money('fund', `/api/brands/campaigns/${campaignId}/fund`, { amount: 2_000 });
        if (funded.status === 201) {
          await brand.call('pay checkout', 'POST', `/sandbox/checkout/${funded.body.funding_id}/pay`, {});
        }
      }
    }
    const waiting = await brand.call('submissions', 'GET', '/api/brands/creator-submissions?status=pending&per_page=50');
    for (const submission of waiting.status === 200 ? waiting.body.data.data : []) {
      // A video waits for approval; a post link ('Post Under Verification') for completion, which pays the creator.
      if (submission.status !== 'In Review' && submission.status !== 'Post Under Verification') continue;
      const decision = submission.status === 'Post Under Verification' ? 'completed' : 'Approved';
      await brand.money(decision === 'completed' ? 'complete' : 'approve', '/api/approve-submission', {
        submission_id: submission.id,
        status: decision,
      });
    }
    await pause(100);
  }
}

/** A creator scripts every campaign it finds, uploads, posts, and withdraws what it earned. */
async function creatorLoop(creator: TrafficActor, stopped: () => boolean) {
  const scripted = new Set<string>();
  while (!stopped()) {
    const mine = await creator.call('my scripts', 'GET', '/api/creator/scripts');
    for (const script of mine.status === 200 ? mine.body.data : []) {
      scripted.add(script.campaign_id);
      if (script.status === 'Script Generated') {
        const form = new FormData();
        form.append('script_id', script.id);
        form.append('status', 'In Review');
        form.append('video', new Blob([VIDEO], { type: 'video/webm' }), 'take-1.webm');
        await creator.call('upload video', 'POST', '/api/creator/upload-video', form);
      } else if (script.status === 'Approved') {
        await creator.call('post link', 'POST', '/api/creator/submit-post-link', {
          script_id: script.id,
          post_link: `https://www.instagram.com/p/${randomUUID().slice(0, 10)}/`,
        });
      }
    }
    const found = await creator.call('discover', 'GET', '/api/campaigns/active');
    const next = (found.status === 200 ? found.body.data : []).find((c: { id: string }) => !scripted.has(c.id));
    if (next) {
      const saved = await creator.money('save script', '/api/campaigns/save-script', {
        brand_id: next.brand_id,
        campaign_id: next.id,
        script: 'Morning walk, cold water, one take.',
      });
      if (saved.status === 201) scripted.add(next.id);
    }
    const earnings = await creator.call('earnings', 'GET', '/api/creator/earnings');
    if (earnings.status === 200 && earnings.body.available_balance >= 100) {
      await creator.money('withdraw', '/api/creator/payment-history/withdrawal', {
        amount: 100,
        payment_method: 'upi',
        upi_id: `${creator.name.replace(' ', '.')}@okaxis`,
      });
    }
    await pause(100);
  }
}

/** The operator sends every pending payout to the provider (the sandbox reports it paid 200 ms later). */
async function operatorLoop(stopped: () => boolean) {
  while (!stopped()) {
    const pending = await operator.call('pending payouts', 'GET', '/api/ops/payouts?status=pending');
    for (const payout of pending.status === 200 ? pending.body.data.data : []) {
      await operator.money('send payout', `/api/ops/payouts/${payout.id}/send`, {});
    }
    await pause(150);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: rows of raw SQL.
type Row = Record<string, any>;
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe.skipIf(skipReason)(`kill -9 in the middle of money traffic${skippedBecause(skipReason)}`, () => {
  it('loses no 2xx money answer, finishes every queued job after the restart, and keeps the books whole', async () => {
    let stop = false;
    const stopped = () => stop;
    const started = Date.now();
    const traffic = [...brands.map((b) => brandLoop(b, stopped)), ...creators.map((c) => creatorLoop(c, stopped)), operatorLoop(stopped)];

    // Kill it once money is moving all the way: checkouts paid, scripts completed, payouts sent.
    while (Date.now() - started < BEFORE_KILL_MS || !answers.some((a) => a.call === 'send payout' && a.status === 200)) {
      if (Date.now() - started > 40_000) throw new Error(`no payout was sent in 40 s:\n${summary(answers)}`);
      await pause(100);
    }
    server.child.kill('SIGKILL');
    const killedAt = Date.now();
    await server.exited;
    const killed = server;
    server = await startServerProcess(env, { port: killed.port, dataDir: killed.dataDir });
    const restartedAt = Date.now();
    await pause(AFTER_RESTART_MS);
    stop = true;
    await Promise.all(traffic);
    const before = answers.filter((a) => a.at < killedAt);
    console.log(
      `kill -9 after ${((killedAt - started) / 1000).toFixed(1)} s and ${before.length} answers; restarted in ${((restartedAt - killedAt) / 1000).toFixed(1)} s\n${summary(answers)}`,
    );

    // Requests broke at the kill (no answer), but nothing answered 500, then or after.
    const errors = answers.filter((a) => typeof a.status === 'number' && a.status >= 500);
    expect(errors.map((a) => `${a.call} ${a.path} ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    const broken = answers.filter((a) => a.status === 'network error');
    expect(
      broken.every((a) => a.sentAt >= killedAt - 5_000 && a.sentAt <= restartedAt),
      'no request broke outside the restart',
    ).toBe(true);

    // Every queued job finishes after the restart: the checkouts' and payouts' webhooks, mail, and the jobs that were
    // running in the killed process (taken back from it by their missing heartbeat).
    const settled = await settle(restartedAt + SETTLE_MS);
    console.log(`every job done ${((settled - restartedAt) / 1000).toFixed(1)} s after the restart`);
    expect(
      await rows(sql`select name, state, count(*)::int as n from pgboss.job
        where name not like '__pgboss%' and (state in ('failed') or (state < 'completed' and start_after < now() + interval '1 minute'))
        group by 1, 2`),
    ).toEqual([]);
    expect(await rows(sql`select id, status from mail_outbox where status <> 'sent'`)).toEqual([]);

    // No 2xx money answer was lost: what answered 2xx (or the checkout's 303) is in the database.
    await expectAnswersInDatabase();

    // The books are whole.
    expect(await halfWrittenMoneyRows(database.db)).toEqual([]);
    await checkLedgerInvariants(database.db);

    // A money request retried with its Idempotency-Key after the restart replays its answer and applies nothing again.
    await expectRetriesReplay(before.filter((a) => ok(a) && a.idempotencyKey));
    // Requests the kill cut off (their outcome unknown to the client), retried with their key once the dead request's
    // claim has lapsed (DEFAULT_LOCK_MS): never a 5xx, never "still being processed", never applied twice. An effect
    // that committed replays its answer (stored in the same transaction); one that did not runs now, once.
    await pause(Math.max(0, killedAt + DEFAULT_LOCK_MS + 500 - Date.now()));
    await expectInFlightRetriesSafe(broken.filter((a) => a.idempotencyKey));
    await checkLedgerInvariants(database.db);
    expect(await halfWrittenMoneyRows(database.db)).toEqual([]);
  }, 150_000);
});

/** Ids as one text[] parameter (drizzle would spread an array into a row). */
const idList = (ids: string[]) => sql`string_to_array(${ids.join(',')}, ',')`;

/** Waits until no job that is due is left undone and every checkout paid and payout sent has its outcome. */
async function settle(deadline: number): Promise<number> {
  const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n ?? 0);
  for (;;) {
    const jobs = await count(sql`select count(*)::int as n from pgboss.job
      where name not like '__pgboss%' and state < 'completed' and start_after < now() + interval '1 minute'`);
    const paid = answers.filter((a) => a.call === 'pay checkout' && a.status === 303).map((a) => a.path.split('/')[3]!);
    const uncaptured = await count(
      sql`select count(*)::int as n from fundings where id::text = any(${idList(paid)}) and status <> 'captured'`,
    );
    const sent = answers.filter((a) => a.call === 'send payout' && a.status === 200).map((a) => a.path.split('/')[4]!);
    const unpaid = await count(sql`select count(*)::int as n from payouts where id::text = any(${idList(sent)}) and status <> 'paid'`);
    if (jobs === 0 && uncaptured === 0 && unpaid === 0) return Date.now();
    if (Date.now() > deadline) {
      const left = await rows(sql`select name, state, retry_count, output from pgboss.job
        where name not like '__pgboss%' and state < 'completed' and start_after < now() + interval '1 minute'`);
      throw new Error(
        `not settled: ${jobs} jobs, ${uncaptured} checkouts not captured, ${unpaid} payouts not paid\n${JSON.stringify(left)}`,
      );
    }
    await pause(250);
  }
}

async function expectAnswersInDatabase() {
  const checked: Record<string, number> = {};
  for (const a of answers.filter(ok)) {
    const id = (value: string) => sql`${value}::uuid`;
    let found: unknown[] = [];
    switch (a.call) {
      case 'create campaign':
        found = await rows(sql`select id from campaigns where id = ${id(a.body.data.id)}`);
        break;
      case 'fund':
        found = await rows(sql`select id from fundings where id = ${id(a.body.funding_id)}`);
        break;
      case 'pay checkout':
        found = await rows(sql`select id from fundings where id = ${id(a.path.split('/')[3]!)} and status = 'captured'`);
        break;
      case 'save script':
        found = await rows(sql`select s.id from scripts s join ledger_transfers t on t.ref_id = s.id and t.kind = 'reservation'
          where s.id = ${id(a.body.data.id)}`);
        break;
      case 'upload video':
        found = await rows(sql`select id from scripts where id = ${id(a.body.data.id)} and video_path is not null`);
        break;
      case 'approve':
        found = await rows(sql`select id from scripts where id = ${id(a.body.data.id)} and approved_at is not null`);
        break;
      case 'post link':
        found = await rows(sql`select id from scripts where id = ${id(a.body.data.id)} and post_link is not null`);
        break;
      case 'complete':
        found = await rows(sql`select s.id from scripts s join ledger_transfers t on t.ref_id = s.id and t.kind = 'release'
          where s.id = ${id(a.body.data.id)} and s.status = 'Completed'`);
        break;
      case 'withdraw':
        found = await rows(sql`select p.id from payouts p join ledger_transfers t on t.ref_id = p.id and t.kind = 'withdrawal'
          where p.id = ${id(a.body.data.id)}`);
        break;
      case 'send payout':
        found = await rows(sql`select id from payouts where id = ${id(a.path.split('/')[4]!)} and status = 'paid'`);
        break;
      default:
        continue;
    }
    expect(found, `${a.call} ${a.path} answered ${a.status} ${JSON.stringify(a.body)?.slice(0, 300)}`).toHaveLength(1);
    checked[a.call] = (checked[a.call] ?? 0) + 1;
  }
  console.log(`2xx money answers found in the database: ${JSON.stringify(checked)}`);
  for (const call of ['fund', 'pay checkout', 'save script', 'approve', 'complete', 'withdraw', 'send payout']) {
    expect(checked[call], `some "${call}" answered 2xx`).toBeGreaterThan(0);
  }
}

/** What each money call created, counted: a retry that applied again would add one. */
async function moneyCounts() {
  const [counts] = await rows(sql`select
    (select count(*)::int from campaigns) as campaigns, (select count(*)::int from fundings) as fundings,
    (select count(*)::int from scripts) as scripts, (select count(*)::int from payouts) as payouts,
    (select count(*)::int from ledger_transfers) as transfers`);
  return counts;
}

const actorOf = (a: Answer): TrafficActor => [...brands, ...creators, operator].find((actor) => actor.name === a.actor)!;

async function expectRetriesReplay(done: Answer[]) {
  expect(done.length).toBeGreaterThan(0);
  const before = await moneyCounts();
  for (const a of done) {
    const again = await actorOf(a).call(`retry ${a.call}`, 'POST', a.path, a.payload, { 'idempotency-key': a.idempotencyKey! });
    expect(again.status, `${a.call} ${a.path} retried`).toBe(a.status);
    expect(again.body).toEqual(a.body);
  }
  expect(await moneyCounts()).toEqual(before);
  console.log(`${done.length} money requests retried with their key after the restart: each replayed, none applied again`);
}

async function expectInFlightRetriesSafe(cut: Answer[]) {
  const outcomes: string[] = [];
  for (const a of cut) {
    const again = await actorOf(a).call(`retry ${a.call}`, 'POST', a.path, a.payload, { 'idempotency-key': a.idempotencyKey! });
    const answered = `${a.call} retried: ${again.status} ${JSON.stringify(again.body)}`;
    expect(typeof again.status === 'number' && again.status < 500, answered).toBe(true);
    expect(again.body?.message, answered).not.toBe(PAYMENT_MESSAGES.idempotencyKeyInFlight);
    outcomes.push(`${a.call} ${again.status}`);
  }
  // Each key applied at most once: one payout per key at most (fundings and scripts are checked by the counts above).
  expect(await rows(sql`select idempotency_key, count(*)::int as n from payouts group by 1 having count(*) > 1`)).toEqual([]);
  console.log(`${cut.length} money requests cut off by the kill, retried with their key: ${outcomes.join(', ') || 'none'}`);
}

function summary(list: Answer[]): string {
  const byCall = new Map<string, Map<string, number>>();
  for (const a of list) {
    const statuses = byCall.get(a.call) ?? new Map<string, number>();
    statuses.set(String(a.status), (statuses.get(String(a.status)) ?? 0) + 1);
    byCall.set(a.call, statuses);
  }
  return [...byCall].map(([call, statuses]) => `  ${call}: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`).join('\n');
}
