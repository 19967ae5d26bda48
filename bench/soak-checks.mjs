// What the soak checks in the database, beside the server: the operators it signs in as, PostgreSQL's counters
// (deadlocks, rolled-back transactions), the job queue, every 2xx money answer found in the tables, nothing applied
// twice, nothing half-written, and the ledger's invariants (the server's own checkLedgerInvariants). It imports the
// server's TypeScript and the tests' helpers, so soak.mjs loads it under tsx.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { checkLedgerInvariants } from '../apps/server/src/features/ledger/ledger-invariants.ts';
import { createOperator } from '../apps/server/src/features/payouts/operators.ts';
import { halfWrittenMoneyRows } from '../apps/server/test/helpers/money-traffic.ts';

export async function openBenchDatabase(url) {
  const database = await openPostgres(url, 3);
  const rows = async (query) => (await database.db.execute(query)).rows;
  return { ...database, rows };
}

/** Operators for the payouts console (operators never sign up): a fresh one per call, with its password. */
export async function createOperators(db, count) {
  const operators = [];
  for (let i = 0; i < count; i++) {
    const email = `soak-ops-${randomUUID().slice(0, 8)}@amplio.test`;
    const password = 'Soak-Operator-2026';
    await createOperator({ db, email, name: `Soak Operator ${i + 1}`, password });
    operators.push({ email, password });
  }
  return operators;
}

/** PostgreSQL's own counters for this database: deadlocks detected and transactions rolled back, so far. */
export async function databaseCounters(bench) {
  const [row] = await bench.rows(
    sql`select deadlocks::int as deadlocks, xact_rollback::int as rollbacks from pg_stat_database where datname = current_database()`,
  );
  return row;
}

/** Jobs some process is running now (after a kill -9: the dead one's, until they are taken over). */
export async function activeJobs(bench) {
  return bench.rows(sql`select id::text, name from pgboss.job where state = 'active' and name not like '__pgboss%'`);
}

export async function jobStates(bench, ids) {
  if (ids.length === 0) return [];
  return bench.rows(sql`select id::text, name, state::text from pgboss.job where id::text = any(${idList(ids)})`);
}

/** Ids as one text[] parameter (drizzle would spread an array into a row). */
const idList = (ids) => sql`string_to_array(${ids.join(',')}, ',')`;

/**
 * A job that still counts as work to do: due within the next minute (a webhook's or payout's retry is scheduled a few
 * seconds ahead), except a checkout's expiry, which is scheduled 30 minutes after the checkout opened by design: it is
 * work only once it is overdue. (A run longer than 30 minutes has expiries falling due all through its drain.)
 */
const DUE = sql`(case when name = 'payments.checkout-expire' then start_after < now() - interval '5 seconds'
  else start_after < now() + interval '1 minute' end)`;

/**
 * Waits until the queue has nothing due left to do, every checkout answered "paid" has its outcome and every payout
 * sent has been reported by the provider. Answers when the money's jobs were done (every queue but mail) and when
 * everything was (mail included), in seconds, the mail backlog at the end of the traffic and how late its mails went
 * out, and what was left if the deadline came first.
 */
export async function settle(bench, { paidFundings, sentPayouts, deadline, since }) {
  const started = Date.now();
  let moneySeconds = null;
  let first;
  for (;;) {
    const [state] = await bench.rows(sql`select
      (select count(*)::int from pgboss.job where name not like '__pgboss%' and name <> 'mail.send' and state < 'completed'
         and ${DUE}) as money_jobs,
      (select count(*)::int from pgboss.job where name = 'mail.send' and state < 'completed') as mail_jobs,
      (select count(*)::int from fundings where id::text = any(${idList(paidFundings)}) and status = 'pending') as unpaid_checkouts,
      (select count(*)::int from payouts where id::text = any(${idList(sentPayouts)}) and status = 'processing') as unreported_payouts,
      (select count(*)::int from payment_refunds where status = 'pending') as refunds_in_flight,
      (select count(*)::int from mail_outbox where status <> 'sent') as unsent_mail`);
    first ??= state;
    const moneyDone =
      state.money_jobs === 0 && state.unpaid_checkouts === 0 && state.unreported_payouts === 0 && state.refunds_in_flight === 0;
    if (moneyDone && moneySeconds === null) moneySeconds = Number(((Date.now() - started) / 1000).toFixed(1));
    const done = moneyDone && state.mail_jobs === 0 && state.unsent_mail === 0;
    if (done || Date.now() > deadline) {
      const left = done
        ? []
        : await bench.rows(sql`select name, state::text, count(*)::int as n, min(start_after) as first_due from pgboss.job
            where name not like '__pgboss%' and state < 'completed' and ${DUE} group by 1, 2`);
      const [mail] = await bench.rows(sql`select count(*)::int as mails,
          round(percentile_cont(0.5) within group (order by extract(epoch from sent_at - created_at))::numeric, 1)::float as p50_delay_seconds,
          round(max(extract(epoch from sent_at - created_at))::numeric, 1)::float as max_delay_seconds
        from mail_outbox where created_at >= ${since.toISOString()}::timestamptz and sent_at is not null`);
      return {
        settled: done,
        moneySettled: moneySeconds !== null,
        moneySeconds,
        seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
        atTheEndOfTheTraffic: first,
        ...state,
        mail,
        left,
      };
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** How each kind of 2xx money answer is found in the database: a query over the ids answered, giving the ids found. */
const FOUND = {
  'create campaign': (ids) => sql`select id::text from campaigns where id::text = any(${ids})`,
  fund: (ids) => sql`select id::text from fundings where id::text = any(${ids})`,
  // A paid checkout ends captured, or refunded in full when the campaign closed or its budget was reached meanwhile.
  'pay checkout': (ids) => sql`select id::text from fundings where id::text = any(${ids}) and status in ('captured', 'refunded', 'held')`,
  'cancel checkout': (ids) => sql`select id::text from fundings where id::text = any(${ids}) and status = 'cancelled'`,
  'fail checkout': (ids) => sql`select id::text from fundings where id::text = any(${ids}) and status = 'failed'`,
  'save script': (ids) => sql`select s.id::text from scripts s
    where s.id::text = any(${ids}) and exists (select 1 from ledger_transfers t where t.ref_id = s.id and t.kind = 'reservation')`,
  'upload video': (ids) => sql`select id::text from scripts where id::text = any(${ids}) and video_path is not null`,
  'post link': (ids) => sql`select id::text from scripts where id::text = any(${ids}) and post_link is not null`,
  'decide Approved': (ids) => sql`select id::text from scripts where id::text = any(${ids}) and approved_at is not null`,
  'decide Rejected': (ids) => sql`select id::text from scripts where id::text = any(${ids}) and rejection_count > 0`,
  'decide Script Rejected': (ids) => sql`select id::text from scripts where id::text = any(${ids}) and rejection_count > 0`,
  'decide Post Rejected': (ids) => sql`select id::text from scripts where id::text = any(${ids}) and rejected_post_remarks is not null`,
  'decide completed': (ids) => sql`select s.id::text from scripts s where s.id::text = any(${ids}) and s.status = 'Completed'
    and exists (select 1 from ledger_transfers t where t.ref_id = s.id and t.kind = 'release')`,
  withdraw: (ids) => sql`select p.id::text from payouts p where p.id::text = any(${ids})
    and exists (select 1 from ledger_transfers t where t.ref_id = p.id and t.kind = 'withdrawal')`,
  'send payout': (ids) => sql`select id::text from payouts where id::text = any(${ids}) and status in ('processing', 'paid', 'failed')`,
  'settle payout': (ids) => sql`select id::text from payouts where id::text = any(${ids}) and status = 'paid'`,
  'complete campaign': (ids) => sql`select id::text from campaigns where id::text = any(${ids}) and status in ('completed', 'archived')`,
};

/**
 * Every money call that answered 2xx (or the sandbox checkout's 303), looked for in the database. Answers the count
 * found per call and each answer that is not there (lost), with its route and time.
 */
export async function moneyInDatabase(bench, money) {
  const byCall = new Map();
  for (const m of money) {
    const answered = typeof m.status === 'number' && m.status >= 200 && m.status < 400 && FOUND[m.call] && m.id;
    if (!answered) continue;
    const list = byCall.get(m.call);
    if (list) list.push(m);
    else byCall.set(m.call, [m]);
  }
  const found = {};
  const lost = [];
  for (const [call, answers] of byCall) {
    const ids = [...new Set(answers.map((a) => a.id))];
    const present = new Set();
    for (let i = 0; i < ids.length; i += 5_000) {
      for (const row of await bench.rows(FOUND[call](idList(ids.slice(i, i + 5_000))))) present.add(row.id);
    }
    found[call] = { answered: answers.length, found: answers.filter((a) => present.has(a.id)).length };
    for (const a of answers.filter((a) => !present.has(a.id)).slice(0, 10)) {
      lost.push({ call, path: a.path, status: a.status, id: a.id, sentAt: new Date(a.sentAt).toISOString() });
    }
  }
  return { found, lost };
}

/** Money applied twice under one Idempotency-Key: two fundings or two payouts with the same user and key. */
export async function appliedTwice(bench) {
  return bench.rows(sql`
    select 'funding' as what, idempotency_key, count(*)::int as n from fundings group by brand_user_id, idempotency_key having count(*) > 1
    union all
    select 'payout', idempotency_key, count(*)::int from payouts group by creator_id, idempotency_key having count(*) > 1`);
}

/** The books: nothing half-written (the tests' check) and the ledger's invariants (the server's check). */
export async function books(bench) {
  const started = Date.now();
  const halfWritten = await halfWrittenMoneyRows(bench.db);
  let invariants = { ok: true, message: null };
  try {
    await checkLedgerInvariants(bench.db);
  } catch (err) {
    invariants = { ok: false, message: String(err.message ?? err) };
  }
  return {
    halfWritten: halfWritten.slice(0, 20),
    halfWrittenCount: halfWritten.length,
    invariants,
    seconds: (Date.now() - started) / 1000,
  };
}

/** Jobs that failed for good during the run, by name. */
export async function failedJobs(bench, since) {
  return bench.rows(sql`select name, count(*)::int as n, (array_agg(output::text))[1] as first_output from pgboss.job
    where state = 'failed' and created_on >= ${since.toISOString()}::timestamptz group by 1`);
}

/** Fundings by status, payouts by status and refunds by status created during the run: the run's money at a glance. */
export async function moneyTotals(bench, since) {
  const at = sql`${since.toISOString()}::timestamptz`;
  const [row] = await bench.rows(sql`select
    (select json_object_agg(status, n) from (select status::text, count(*)::int as n from fundings where created_at >= ${at} group by 1) f) as fundings,
    (select json_object_agg(status, n) from (select status::text, count(*)::int as n from payouts where requested_at >= ${at} group by 1) p) as payouts,
    (select json_object_agg(status, n) from (select status::text, count(*)::int as n from payment_refunds where created_at >= ${at} group by 1) r) as refunds,
    (select count(*)::int from ledger_transfers where created_at >= ${at}) as transfers`);
  return row;
}

export async function openAlertsCount(bench) {
  const [row] = await bench.rows(sql`select count(*)::int as n from reconciliation_alerts where resolved_at is null`);
  return row.n;
}

/** Reconciliation alerts first seen since `since`: still open, or resolved since (by a later run that no longer saw them). */
export async function reconciliationAlerts(bench, since) {
  const rows = await bench.rows(sql`select "check", message, first_seen_at, last_seen_at, resolved_at, resolution from reconciliation_alerts
    where first_seen_at >= ${since.toISOString()}::timestamptz order by first_seen_at`);
  const byCheck = {};
  for (const r of rows)
    byCheck[`${r.check} ${r.resolved_at ? 'resolved' : 'open'}`] = (byCheck[`${r.check} ${r.resolved_at ? 'resolved' : 'open'}`] ?? 0) + 1;
  const view = (r) => ({
    check: r.check,
    message: r.message,
    firstSeen: r.first_seen_at,
    resolved: r.resolved_at,
    resolution: r.resolution,
  });
  return { open: rows.filter((r) => !r.resolved_at).map(view), resolved: rows.filter((r) => r.resolved_at).map(view), byCheck };
}

/**
 * Whether a money request retried under one Idempotency-Key took effect, read from the database: by its key where
 * the row keeps it (fundings, payouts), by its UTR (a settle), else by the change it makes and when it happened. A
 * retry that ended in a 4xx although its effect is there means the first attempt applied and its answer was lost
 * (the retry should have replayed it).
 */
export async function retryEffects(bench, retries) {
  const window = (r) =>
    sql`between ${new Date(r.firstSentAt - 2_000).toISOString()}::timestamptz and ${new Date(r.finalAt).toISOString()}::timestamptz`;
  const decided = {
    'decide Approved': 'approved_at',
    'decide completed': 'completed_at',
    'decide Rejected': 'rejected_at',
    'decide Script Rejected': 'rejected_at',
  };
  const out = [];
  for (const r of retries) {
    let query;
    if (r.call === 'fund' || r.call === 'fund again while open')
      query = sql`select count(*)::int as n from fundings where idempotency_key = ${r.key}`;
    else if (r.call === 'withdraw') query = sql`select count(*)::int as n from payouts where idempotency_key = ${r.key}`;
    else if (r.call === 'settle payout') query = sql`select count(*)::int as n from payouts where utr = ${r.payload.utr}`;
    else if (r.call === 'send payout')
      query = sql`select count(*)::int as n from payouts where id::text = ${r.path.split('/')[4]} and processing_at ${window(r)}`;
    else if (r.call === 'save script')
      query = sql`select count(*)::int as n from scripts s join users u on u.id = s.creator_id
        where u.email = ${r.actor} and s.campaign_id::text = ${r.payload.campaign_id} and s.created_at ${window(r)}`;
    else if (decided[r.call])
      query = sql`select count(*)::int as n from scripts where id::text = ${r.payload.submission_id} and ${sql.raw(decided[r.call])} ${window(r)}`;
    else if (r.call === 'decide Post Rejected')
      query = sql`select count(*)::int as n from scripts where id::text = ${r.payload.submission_id} and status = 'Post Rejected' and updated_at ${window(r)}`;
    const applied = query ? (await bench.rows(query))[0].n : null;
    out.push({ ...r, applied });
  }
  return out;
}
