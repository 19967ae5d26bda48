// The floor: a bare Fastify with the `pg` driver that runs, for each hot signed-in read, exactly the SQL the app runs
// (the session lookup, then the read's own statements, with the same parameters), each as a prepared statement, and
// answers the rows as PostgreSQL sent them: no validation, no mapping to the API's shapes, no security headers, no
// logging, every value left as text. What a read of this design costs on this stack: the fair limit for the app
// (issue 22 §2), where a hello-world is not. The load benches check at their start that the app and the floor send
// the same statements for every target (bench/lib.mjs sameSql), so a change to the app's SQL must be made here too.
//
//   DATABASE_URL=postgres://… PORT=3920 node bench/floor-server.mjs
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.FLOOR_POOL_SIZE ?? 10) });
pool.on('error', () => {});

// The app's statements, copied from what it sends (bench/sql-trace.mjs prints them).
const SQL = {
  /** The conversation list (issue 24), sent by the app as named statements (lib/named-query.ts). */
  conversationPage: `with page as (
            select conversation_id, unread_count, last_message_at, user_id from conversation_participants
            where user_id = $1 order by last_message_at desc, conversation_id limit $2 offset $3
          )
          select 
  c.id, c.campaign_id, cm.product_name, b.id as brand_id, b.name as brand_name, b.logo_file_id as brand_logo_file_id,
  c.creator_id, u.name as creator_name, cp.username as creator_username, cp.profile_photo_file_id as creator_photo_file_id,
  p.unread_count::int as unread_count,
  (exists (select 1 from scripts s where s.campaign_id = c.campaign_id and s.creator_id = c.creator_id)
    or exists (select 1 from collaborations co where co.campaign_id = c.campaign_id and co.creator_id = c.creator_id and co.status = 'accepted')) as protected,
  lm.body as last_body, lm.masked_body as last_masked_body, lm.sender as last_sender, lm.sender_user_id as last_sender_user_id,
  lm.created_at as last_created_at from page p 
  join conversations c on c.id = p.conversation_id
  join campaigns cm on cm.id = c.campaign_id
  left join brands b on b.id = cm.brand_id
  join users u on u.id = c.creator_id
  left join creator_profiles cp on cp.user_id = c.creator_id
  left join lateral (
    select m.body, m.masked_body, m.sender, m.sender_user_id, m.created_at from conversation_messages m
    where m.conversation_id = c.id order by m.seq desc limit 1
  ) lm on true
          order by p.last_message_at desc, p.conversation_id`,
  conversationInbox: `select conversations::int as n, unread::int as unread from conversation_inboxes where user_id = $1`,
  session: `select "sessions"."id_hash", "sessions"."user_id", "sessions"."remember", "sessions"."expires_at", "sessions"."last_seen_at", "sessions"."created_at", "sessions"."ip", "sessions"."user_agent", "users"."id", "users"."email", "users"."name", "users"."user_type", "users"."password_hash", "users"."email_verified_at", "users"."created_at", "users"."updated_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id_hash" = $1 and "sessions"."expires_at" > $2) limit $3`,
  /** The last-seen touch, at most once a minute per session (plugins/session.ts). */
  touch: `update "sessions" set "expires_at" = $1, "last_seen_at" = $2 where "sessions"."id_hash" = $3`,
  campaignList: `select "campaigns"."id", "campaigns"."user_id", "campaigns"."brand_id", "campaigns"."product_name", "campaigns"."description", "campaigns"."key_features", "campaigns"."platform", "campaigns"."video_style", "campaigns"."marketing_objective", "campaigns"."target_audience", "campaigns"."tags", "campaigns"."start_date", "campaigns"."end_date", "campaigns"."compensation_paise", "campaigns"."budget_paise", "campaigns"."price_cap_paise", "campaigns"."usage_rights", "campaigns"."status", "campaigns"."cover_file_id", "campaigns"."published_at", "campaigns"."completed_at", "campaigns"."archived_at", "campaigns"."created_at", "campaigns"."updated_at", "brands"."name", "ledger_accounts"."funded_paise", "ledger_accounts"."reserved_paise", "ledger_accounts"."released_paise", "ledger_accounts"."refunded_paise", "ledger_accounts"."refund_pending_paise", "ledger_accounts"."balance_paise", count(*) over () from "campaigns" left join "brands" on "brands"."id" = "campaigns"."brand_id" left join "ledger_accounts" on ("ledger_accounts"."kind" = $1 and "ledger_accounts"."owner_id" = "campaigns"."id") where ("campaigns"."user_id" = $2 and "campaigns"."status" <> $3) order by "campaigns"."created_at" desc, "campaigns"."id" desc limit $4`,
  campaignDetails: `select "campaigns"."id", "campaigns"."user_id", "campaigns"."brand_id", "campaigns"."product_name", "campaigns"."description", "campaigns"."key_features", "campaigns"."platform", "campaigns"."video_style", "campaigns"."marketing_objective", "campaigns"."target_audience", "campaigns"."tags", "campaigns"."start_date", "campaigns"."end_date", "campaigns"."compensation_paise", "campaigns"."budget_paise", "campaigns"."price_cap_paise", "campaigns"."usage_rights", "campaigns"."status", "campaigns"."cover_file_id", "campaigns"."published_at", "campaigns"."completed_at", "campaigns"."archived_at", "campaigns"."created_at", "campaigns"."updated_at", "brands"."name", "ledger_accounts"."funded_paise", "ledger_accounts"."reserved_paise", "ledger_accounts"."released_paise", "ledger_accounts"."refunded_paise", "ledger_accounts"."refund_pending_paise", "ledger_accounts"."balance_paise" from "campaigns" left join "brands" on "brands"."id" = "campaigns"."brand_id" left join "ledger_accounts" on ("ledger_accounts"."kind" = $1 and "ledger_accounts"."owner_id" = "campaigns"."id") where ("campaigns"."id" = $2 and "campaigns"."user_id" = $3)`,
  escrowSummary: `select coalesce(sum("ledger_accounts"."funded_paise"), 0)::text, coalesce(sum("ledger_accounts"."reserved_paise"), 0)::text, coalesce(sum("ledger_accounts"."released_paise"), 0)::text, coalesce(sum("ledger_accounts"."refunded_paise"), 0)::text, coalesce(sum("ledger_accounts"."refund_pending_paise"), 0)::text, coalesce(sum("ledger_accounts"."balance_paise"), 0)::text, count(*)::int from "campaigns" inner join "ledger_accounts" on ("ledger_accounts"."kind" = $1 and "ledger_accounts"."owner_id" = "campaigns"."id") where "campaigns"."user_id" = $2`,
  creatorScripts: `select "scripts"."id", "scripts"."creator_id", "scripts"."campaign_id", "scripts"."brand_id", "scripts"."brand_user_id", "scripts"."platform", "scripts"."title", "scripts"."description", "scripts"."script", "scripts"."status", "scripts"."rejection_count", "scripts"."reserved_paise", "scripts"."script_rejected_remarks", "scripts"."rejected_remarks", "scripts"."rejected_post_remarks", "scripts"."rejected_at", "scripts"."video_path", "scripts"."video_mime_type", "scripts"."post_link", "scripts"."submitted_at", "scripts"."post_submitted_at", "scripts"."auto_approve_at", "scripts"."creator_due_at", "scripts"."approved_at", "scripts"."completed_at", "scripts"."closed_at", "scripts"."closed_reason", "scripts"."created_at", "scripts"."updated_at", "campaigns"."product_name", "brands"."name" from "scripts" inner join "campaigns" on "campaigns"."id" = "scripts"."campaign_id" left join "brands" on "brands"."id" = "scripts"."brand_id" where "scripts"."creator_id" = $1 order by "scripts"."created_at" desc, "scripts"."id" desc limit $2`,
  submissions: `select "scripts"."id", "scripts"."creator_id", "scripts"."campaign_id", "scripts"."brand_id", "scripts"."brand_user_id", "scripts"."platform", "scripts"."title", "scripts"."description", "scripts"."script", "scripts"."status", "scripts"."rejection_count", "scripts"."reserved_paise", "scripts"."script_rejected_remarks", "scripts"."rejected_remarks", "scripts"."rejected_post_remarks", "scripts"."rejected_at", "scripts"."video_path", "scripts"."video_mime_type", "scripts"."post_link", "scripts"."submitted_at", "scripts"."post_submitted_at", "scripts"."auto_approve_at", "scripts"."creator_due_at", "scripts"."approved_at", "scripts"."completed_at", "scripts"."closed_at", "scripts"."closed_reason", "scripts"."created_at", "scripts"."updated_at", "campaigns"."product_name", "users"."name" from "scripts" inner join "campaigns" on "campaigns"."id" = "scripts"."campaign_id" inner join "users" on "users"."id" = "scripts"."creator_id" where ("scripts"."brand_user_id" = $1::uuid and "scripts"."submitted_at" is not null) order by "scripts"."submitted_at" desc nulls last, "scripts"."id" asc limit $2 offset $3`,
  submissionCounts: `select "status", count(*)::int from "scripts" where ("scripts"."brand_user_id" = $1::uuid and "scripts"."submitted_at" is not null) group by "scripts"."status"`,
  statementNewest: `select "q"."account_id", "q"."balance", "q"."added", "q"."top", "q"."id", "q"."seq", "q"."kind", "q"."ref_type", "q"."ref_id", "q"."campaign_id", "q"."amount", "q"."direction", "q"."balance_after", "q"."created_at" from (with acct as (
        select a.id, a.balance_paise,
          (select count(*) from ledger_transfers t where t.credit_account_id = a.id and t.seq > $1) + (select count(*) from ledger_transfers t where t.debit_account_id = a.id and t.seq > $2) as added,
          greatest((select max(t.seq) from ledger_transfers t where t.credit_account_id = a.id and t.seq > $3), (select max(t.seq) from ledger_transfers t where t.debit_account_id = a.id and t.seq > $4)) as top
        from ledger_accounts a
        where a.kind = $5 and a.owner_id = $6::uuid),
      page as (
        select seq, direction from ((select seq, $7::text as direction from ledger_transfers
        where credit_account_id = (select id from acct) order by seq desc limit $8::bigint) union all (select seq, $9::text as direction from ledger_transfers
        where debit_account_id = (select id from acct) order by seq desc limit $10::bigint)) lines
        order by seq desc limit $11::bigint offset $12::bigint),
      lines as (select t.id::text as id, t.seq::text as seq, t.kind::text as kind, t.ref_type::text as ref_type, t.ref_id::text as ref_id,
          t.campaign_id::text as campaign_id, t.amount_paise::text as amount, p.direction, t.credit_balance_after_paise::text as balance_after,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from page p join ledger_transfers t on t.credit_account_id = (select id from acct) and t.seq = p.seq
        where p.direction = $13 union all select t.id::text as id, t.seq::text as seq, t.kind::text as kind, t.ref_type::text as ref_type, t.ref_id::text as ref_id,
          t.campaign_id::text as campaign_id, t.amount_paise::text as amount, p.direction, t.debit_balance_after_paise::text as balance_after,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from page p join ledger_transfers t on t.debit_account_id = (select id from acct) and t.seq = p.seq
        where p.direction = $14)
      select acct.id::text as account_id, acct.balance_paise::text as balance, acct.added::text as added, acct.top::text as top, lines.*
      from acct left join lines on true) as "q"`,
  statementOldest: `select "q"."account_id", "q"."balance", "q"."added", "q"."top", "q"."id", "q"."seq", "q"."kind", "q"."ref_type", "q"."ref_id", "q"."campaign_id", "q"."amount", "q"."direction", "q"."balance_after", "q"."created_at" from (with acct as (
        select a.id, a.balance_paise,
          (select count(*) from ledger_transfers t where t.credit_account_id = a.id and t.seq > $1) + (select count(*) from ledger_transfers t where t.debit_account_id = a.id and t.seq > $2) as added,
          greatest((select max(t.seq) from ledger_transfers t where t.credit_account_id = a.id and t.seq > $3), (select max(t.seq) from ledger_transfers t where t.debit_account_id = a.id and t.seq > $4)) as top
        from ledger_accounts a
        where a.kind = $5 and a.owner_id = $6::uuid),
      page as (
        select seq, direction from ((select seq, $7::text as direction from ledger_transfers
        where credit_account_id = (select id from acct) order by seq asc limit greatest(0, ($8::bigint + (select added from acct)) - $9::bigint)) union all (select seq, $10::text as direction from ledger_transfers
        where debit_account_id = (select id from acct) order by seq asc limit greatest(0, ($11::bigint + (select added from acct)) - $12::bigint))) lines
        order by seq asc limit greatest(0, least($13::bigint, ($14::bigint + (select added from acct)) - $15::bigint)) offset greatest(0, ($16::bigint + (select added from acct)) - $17::bigint - $18::bigint)),
      lines as (select t.id::text as id, t.seq::text as seq, t.kind::text as kind, t.ref_type::text as ref_type, t.ref_id::text as ref_id,
          t.campaign_id::text as campaign_id, t.amount_paise::text as amount, p.direction, t.credit_balance_after_paise::text as balance_after,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from page p join ledger_transfers t on t.credit_account_id = (select id from acct) and t.seq = p.seq
        where p.direction = $19 union all select t.id::text as id, t.seq::text as seq, t.kind::text as kind, t.ref_type::text as ref_type, t.ref_id::text as ref_id,
          t.campaign_id::text as campaign_id, t.amount_paise::text as amount, p.direction, t.debit_balance_after_paise::text as balance_after,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
        from page p join ledger_transfers t on t.debit_account_id = (select id from acct) and t.seq = p.seq
        where p.direction = $20)
      select acct.id::text as account_id, acct.balance_paise::text as balance, acct.added::text as added, acct.top::text as top, lines.*
      from acct left join lines on true) as "q"`,
  creatorPayouts: `select "id", "method", "upi_id", "account_number", "status", "utr", "failure_reason" from "payouts" where ("payouts"."creator_id" = $1::uuid and "payouts"."id" = any($2::uuid[]))`,
  campaignNames: `select "id", "product_name" from "campaigns" where "campaigns"."id" = any($1::uuid[])`,
  openScriptIds: `select "id" from "scripts" where ("scripts"."creator_id" = $1::uuid and "scripts"."closed_at" is null)`,
  creatorFigures: `select "q"."wallet", "q"."pending", "q"."paid_added", "q"."paid_top", "q"."reserved" from (select
      coalesce((select balance_paise from ledger_accounts where kind = 'creator_wallet' and owner_id = $1::uuid), 0)::text as wallet,
      coalesce((select balance_paise from ledger_accounts where kind = 'payouts_pending' and owner_id = $2::uuid), 0)::text as pending,
      coalesce((select sum(t.amount_paise) from ledger_transfers t
        where t.debit_account_id = (select id from ledger_accounts where kind = 'payouts_pending' and owner_id = $3::uuid) and t.kind = 'payout_settled' and t.seq > $4), 0)::text as paid_added,
      (select max(t.seq) from ledger_transfers t where t.debit_account_id = (select id from ledger_accounts where kind = 'payouts_pending' and owner_id = $5::uuid) and t.seq > $6)::text as paid_top,
      coalesce((select sum(balance_paise) from ledger_accounts
        where kind = 'script_reservation' and owner_id = any($7::uuid[])), 0)::text as reserved) as "q"`,
  /** The open checkouts of a page of campaigns (payments.repository findOpenFundings). */
  openFundings: `select "id", "brand_user_id", "campaign_id", "status", "amount_paise", "platform_fee_paise", "gst_paise", "total_paise", "platform_fee_bps", "gst_bps", "currency", "provider", "provider_checkout_id", "provider_payment_id", "idempotency_key", "failure_reason", "status_reason", "received_paise", "created_at", "expires_at", "captured_at", "failed_at", "closed_at", "updated_at" from "fundings" where ("fundings"."campaign_id" = any($1::uuid[]) and "fundings"."status" = $2)`,
  /** A page of the brand's submissions with a status filter of n statuses (review.repository listSubmissions). */
  submissionsWithStatus: (n) =>
    `select "scripts"."id", "scripts"."creator_id", "scripts"."campaign_id", "scripts"."brand_id", "scripts"."brand_user_id", "scripts"."platform", "scripts"."title", "scripts"."description", "scripts"."script", "scripts"."status", "scripts"."rejection_count", "scripts"."reserved_paise", "scripts"."script_rejected_remarks", "scripts"."rejected_remarks", "scripts"."rejected_post_remarks", "scripts"."rejected_at", "scripts"."video_path", "scripts"."video_mime_type", "scripts"."post_link", "scripts"."submitted_at", "scripts"."post_submitted_at", "scripts"."auto_approve_at", "scripts"."creator_due_at", "scripts"."approved_at", "scripts"."completed_at", "scripts"."closed_at", "scripts"."closed_reason", "scripts"."created_at", "scripts"."updated_at", "campaigns"."product_name", "users"."name" from "scripts" inner join "campaigns" on "campaigns"."id" = "scripts"."campaign_id" inner join "users" on "users"."id" = "scripts"."creator_id" where ("scripts"."brand_user_id" = $1::uuid and "scripts"."submitted_at" is not null and "scripts"."status" in (${list(n, 2)})) order by "scripts"."submitted_at" desc nulls last, "scripts"."id" asc limit $${n + 2} offset $${n + 3}`,
};

/** `$from, $from+1, …` for n values. */
function list(n, from) {
  return Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');
}

/** Every value as the text PostgreSQL sent (no date or number parsing): the least a driver can do. */
const asSent = { getTypeParser: () => (value) => value };
const names = new Map();
/** A prepared statement: named once per text, parsed and planned once per pooled connection. */
async function run(text, values) {
  let name = names.get(text);
  if (!name) {
    name = `floor_${names.size + 1}`;
    names.set(text, name);
  }
  return (await pool.query({ name, text, values, rowMode: 'array', types: asSent })).rows;
}

// Columns of the session row (SQL.session): sessions.*, then users.*.
const S = { remember: 2, expiresAt: 3, lastSeenAt: 4, userId: 8, userType: 11 };
const TOUCH_EVERY_MS = 60_000;
const IDLE_MS = 2 * 60 * 60 * 1000;
const SESSION_ID = /(?:^|;\s*)amplio_session=([A-Za-z0-9_-]{43})(?:;|$)/;

/** The session lookup of every signed-in call, with the app's last-seen touch (at most once a minute); 401/403 as the guard. */
async function signedIn(request, reply, role) {
  const id = SESSION_ID.exec(request.headers.cookie ?? '')?.[1];
  const hash = id && createHash('sha256').update(id).digest('hex');
  const now = new Date();
  const [row] = hash ? await run(SQL.session, [hash, now, 1]) : [];
  if (!row) {
    reply.code(401).send({ message: 'Unauthenticated.' });
    return null;
  }
  if (row[S.userType] !== role) {
    reply.code(403).send({ message: 'Forbidden.' });
    return null;
  }
  if (now.getTime() - Date.parse(row[S.lastSeenAt]) > TOUCH_EVERY_MS) {
    const expiresAt = row[S.remember] === 't' ? row[S.expiresAt] : new Date(now.getTime() + IDLE_MS);
    await run(SQL.touch, [expiresAt, now, hash]);
  }
  return row[S.userId];
}

/** What the ledger's statement and figures reads tally per account (ledger-reads.ts): the newest seq seen and the count or sum up to it. */
const tallies = new Map();
function tallied(key, base, added, top) {
  const value = base.value + BigInt(added ?? 0);
  const seq = Math.max(base.seq, Number(top ?? 0));
  if ((tallies.get(key)?.seq ?? -1) <= seq) tallies.set(key, { seq, value });
  return value;
}

const ESCROW = 'campaign_escrow';
const PER_PAGE = { campaigns: 10, submissions: 10, history: 20, conversations: 20 };
const FILTERS = { pending: ['In Review'], approved: ['Approved', 'Completed'], rejected: ['Rejected', 'Script Rejected', 'Post Rejected'] };
const page = (query) => Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
const openFundings = (ids) => (ids.length ? run(SQL.openFundings, [ids, 'pending']) : []);

const app = Fastify({ logger: false });

app.get('/api/brands/campaigns', async (request, reply) => {
  const userId = await signedIn(request, reply, 'brand');
  if (!userId) return reply;
  const rows = await run(SQL.campaignList, [ESCROW, userId, 'archived', PER_PAGE.campaigns]);
  return { data: rows, open: await openFundings(rows.map((r) => r[0])) };
});

app.get('/api/brands/campaigns/:id', async (request, reply) => {
  const userId = await signedIn(request, reply, 'brand');
  if (!userId) return reply;
  const [row] = await run(SQL.campaignDetails, [ESCROW, request.params.id, userId]);
  if (!row) return reply.code(404).send({ message: 'Not found.' });
  return { data: row, open: await openFundings([row[0]]) };
});

app.get('/api/brands/escrow', async (request, reply) => {
  const userId = await signedIn(request, reply, 'brand');
  if (!userId) return reply;
  return { data: (await run(SQL.escrowSummary, [ESCROW, userId]))[0] };
});

app.get('/api/conversations', async (request, reply) => {
  const userId = await signedIn(request, reply, 'brand');
  if (!userId) return reply;
  const [rows, [inbox]] = await Promise.all([
    run(SQL.conversationPage, [userId, PER_PAGE.conversations, (page(request.query) - 1) * PER_PAGE.conversations]),
    run(SQL.conversationInbox, [userId]),
  ]);
  return { data: rows, inbox };
});

app.get('/api/creator/scripts', async (request, reply) => {
  const userId = await signedIn(request, reply, 'creator');
  if (!userId) return reply;
  return { data: await run(SQL.creatorScripts, [userId, 100]) };
});

app.get('/api/brands/creator-submissions', async (request, reply) => {
  const userId = await signedIn(request, reply, 'brand');
  if (!userId) return reply;
  const statuses = FILTERS[request.query.status];
  const limit = PER_PAGE.submissions;
  const offset = (page(request.query) - 1) * limit;
  const [rows, counts] = await Promise.all([
    statuses
      ? run(SQL.submissionsWithStatus(statuses.length), [userId, ...statuses, limit, offset])
      : run(SQL.submissions, [userId, limit, offset]),
    run(SQL.submissionCounts, [userId]),
  ]);
  return { data: rows, counts };
});

app.get('/api/creator/payment-history', async (request, reply) => {
  const userId = await signedIn(request, reply, 'creator');
  if (!userId) return reply;
  const limit = PER_PAGE.history;
  const offset = (page(request.query) - 1) * limit;
  const key = `lines:${userId}`;
  const base = tallies.get(key) ?? { seq: 0, value: 0n };
  // From whichever end of the account's lines is nearer, as ledger-reads.ts findStatement decides.
  const fromOldest = base.seq > 0 && offset + limit / 2 > Number(base.value) / 2;
  const since = [base.seq, base.seq, base.seq, base.seq, 'creator_wallet', userId];
  const b = base.value.toString();
  const rows = fromOldest
    ? await run(SQL.statementOldest, [...since, 'in', b, offset, 'out', b, offset, limit, b, offset, b, offset, limit, 'in', 'out'])
    : await run(SQL.statementNewest, [...since, 'in', offset + limit, 'out', offset + limit, limit, offset, 'in', 'out']);
  if (!rows[0]) return { data: [], total: 0 };
  const total = tallied(key, base, rows[0][2], rows[0][3]);
  const lines = rows.filter((r) => r[4] !== null);
  const payoutIds = [...new Set(lines.filter((r) => r[7] === 'payout').map((r) => r[8]))];
  const campaignIds = [...new Set(lines.filter((r) => r[6] === 'release' && r[9]).map((r) => r[9]))];
  const [payouts, campaignNames] = await Promise.all([
    payoutIds.length ? run(SQL.creatorPayouts, [userId, payoutIds]) : [],
    campaignIds.length ? run(SQL.campaignNames, [campaignIds]) : [],
  ]);
  return { data: lines, payouts, campaignNames, total: total.toString() };
});

app.get('/api/creator/earnings', async (request, reply) => {
  const userId = await signedIn(request, reply, 'creator');
  if (!userId) return reply;
  const scriptIds = (await run(SQL.openScriptIds, [userId])).map((r) => r[0]);
  const key = `paid:${userId}`;
  const base = tallies.get(key) ?? { seq: 0, value: 0n };
  const [row] = await run(SQL.creatorFigures, [userId, userId, userId, base.seq, userId, base.seq, scriptIds]);
  return { data: row, paidOut: tallied(key, base, row[2], row[3]).toString() };
});

/**
 * Reads whose SQL depends on their data (creator search builds it from the filters; discovery and prices from the
 * creator's accounts, requirements and invitations) are replayed: the bench captures what a traced app sent for each
 * target (bench/sql-trace.mjs with values, benchReads `replay`) into FLOOR_REPLAY_FILE, and the floor runs the session
 * lookup, then the same statements with the same values, unnamed as the app sends them, all at once. The file is read
 * when a request names a target the floor has not loaded, so it can be written after the floor started.
 * `x-floor-replay: cold` replays a search's first request (its facets counted), anything else a repeated one.
 */
let replays = {};
function replayOf(request) {
  const key = `${request.headers['x-floor-replay'] === 'cold' ? 'cold' : 'warm'} ${request.url}`;
  if (!(key in replays) && process.env.FLOOR_REPLAY_FILE) {
    try {
      replays = JSON.parse(readFileSync(process.env.FLOOR_REPLAY_FILE, 'utf8'));
    } catch {}
  }
  return replays[key];
}
for (const [path, role] of [
  ['/api/brands/creators', 'brand'],
  ['/api/campaigns/active', 'creator'],
  ['/api/creator/social-links-with-pricing', 'creator'],
]) {
  app.get(path, async (request, reply) => {
    const userId = await signedIn(request, reply, role);
    if (!userId) return reply;
    const statements = replayOf(request);
    if (!statements) return reply.code(404).send({ message: 'No replay for this read.' });
    // Unnamed, as the app sends them: these plans depend on their values, so each is planned with them.
    const sent = statements.map((statement) =>
      pool.query({ text: statement.text, values: statement.values, rowMode: 'array', types: asSent }),
    );
    return { data: (await Promise.all(sent)).map((result) => result.rows) };
  });
}

app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT ?? 3920), host: '127.0.0.1' });
