// The soak's users: a browser-like HTTP client per signed-in user (cookies, CSRF token, its own X-Forwarded-For), a
// recorder of every answer, and one loop per role: brands create, fund (sandbox checkout with an Idempotency-Key,
// then pay, fail or cancel it) and complete campaigns and decide submissions; creators save scripts, upload small
// videos, send post links and withdraw; operators send and settle payouts; every role reads its lists.
// Each loop is one connection's worth of work: it waits for each answer before sending the next request.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** How long one request may take before the client gives up on it (counted as a timeout, never retried). */
const REQUEST_TIMEOUT_MS = 60_000;

export const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const chance = (p) => Math.random() < p;
const pick = (list) => list[randomInt(list.length)];
const shuffle = (list) =>
  list
    .map((v) => [Math.random(), v])
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v);
export const hash = (body) =>
  createHash('sha1')
    .update(JSON.stringify(body ?? null))
    .digest('hex')
    .slice(0, 16);

/** A route's label for the statistics: method, path with ids as {id}, and the status filter when there is one. */
export function routeLabel(method, path) {
  const [pathname, query = ''] = path.split('?');
  const status = new URLSearchParams(query).get('status');
  return `${method} ${pathname.replace(UUID, '{id}')}${status ? `?status=${status}` : ''}`;
}

/**
 * Every answer the soak got, compactly (route, status, when sent and answered), the money answers with what is
 * needed to find them in the database and to retry them, the first bodies of every 5xx, and protocol surprises
 * (anomalies) the loops notice on the way.
 */
export class Recorder {
  constructor() {
    this.answers = [];
    this.money = [];
    this.serverErrors = [];
    this.anomalies = [];
    this.retries = [];
  }

  add(answer) {
    this.answers.push(answer);
    if (typeof answer.status === 'number' && answer.status >= 500 && this.serverErrors.length < 2_000) {
      this.serverErrors.push(answer);
    }
  }

  anomaly(kind, detail) {
    if (this.anomalies.length < 500) this.anomalies.push({ at: Date.now(), kind, detail });
  }
}

/** A signed-in user: a cookie jar, the CSRF token on writes, and an address of its own (the server trusts the proxy header). */
export class Actor {
  constructor({ name, role, email, password, base, recorder }) {
    Object.assign(this, { name, role, email, password, base, recorder });
    this.cookies = new Map();
    this.ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  }

  /**
   * One request: answers { status, body, headers, ms }, status being 'network error' or 'timeout' when no answer
   * came. `call` names it in the money log (a POST with `key` is sent with that Idempotency-Key).
   */
  async request(method, path, { json, form, call, key, record = true, log = true } = {}) {
    const headers = { accept: 'application/json', 'x-forwarded-for': this.ip };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    const sentAt = Date.now();
    const started = performance.now();
    let status;
    let body;
    let resHeaders;
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair, ...attributes] = cookie.split(';');
        const eq = pair.indexOf('=');
        const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
        if (!value || expired) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await res.text();
      status = res.status;
      resHeaders = res.headers;
      body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (err) {
      status = err?.name === 'TimeoutError' ? 'timeout' : 'network error';
      body = String(err?.cause?.code ?? err?.message ?? err);
    }
    const at = Date.now();
    const ms = performance.now() - started;
    const retryAfter = resHeaders?.get('retry-after') ?? null;
    if (record) {
      const answer = { route: routeLabel(method, path), method, path, status, sentAt, at, ms, retryAfter, actor: this.name };
      if (typeof status === 'number' && status >= 500) answer.body = typeof body === 'string' ? body.slice(0, 1_000) : body;
      else if (typeof status === 'number' && status >= 400) answer.reason = reasonOf(body);
      this.recorder.add(answer);
      if (call && log) {
        this.recorder.money.push({
          call,
          method,
          path,
          payload: json,
          key,
          status,
          sentAt,
          at,
          actor: this,
          id: moneyId(call, path, body),
          bodyHash: typeof status === 'number' && status < 300 ? hash(body) : undefined,
          errorType: typeof body === 'object' ? (body?.error_type ?? body?.code) : undefined,
        });
      }
    }
    // A client that got no answer, or "try again later", waits a moment before its next click.
    if (typeof status !== 'number') await pause(250);
    else if (status === 503) await pause(Math.min(1_000, Number(retryAfter ?? 1) * 1_000));
    return { status, body, headers: resHeaders, ms };
  }

  get(path) {
    return this.request('GET', path);
  }

  /** A click the user repeats until it gets an answer (no answer, or 503): the checkout's Pay, Fail and Cancel. */
  async press(path, call) {
    const started = Date.now();
    for (;;) {
      const res = await this.request('POST', path, { json: {}, call });
      if ((typeof res.status === 'number' && res.status !== 503) || Date.now() - started > 90_000) return res;
    }
  }

  post(path, json, call) {
    return this.request('POST', path, { json: json ?? {}, call });
  }

  /**
   * A money POST under an Idempotency-Key (a fresh one unless given), as the web app sends it, retried with the same
   * key as a careful client would while it gets no answer (the server died), 503 (the database is away) or 409
   * "still being processed" (a dead request's claim, for up to 10 s). Each retried call is kept in `recorder.retries`.
   */
  async money(call, path, json, key = randomUUID()) {
    const first = await this.request('POST', path, { json: json ?? {}, call, key });
    let res = first;
    const attempts = [first.status];
    const started = Date.now();
    const again = (r) =>
      typeof r.status !== 'number' || r.status === 503 || (r.status === 409 && r.body?.error_type === 'idempotency_key_in_flight');
    while (again(res) && Date.now() - started < 90_000) {
      if (res.status === 409) await pause(1_000);
      res = await this.request('POST', path, { json: json ?? {}, call, key });
      attempts.push(res.status);
    }
    if (attempts.length > 1) {
      this.recorder.retries.push({
        call,
        path,
        key,
        payload: json,
        actor: this.email,
        attempts,
        final: res.status,
        reason: typeof res.status === 'number' && res.status >= 400 ? reasonOf(res.body) : undefined,
        replayed: res.headers?.get('idempotent-replayed') === 'true',
        firstSentAt: started,
        finalAt: Date.now(),
      });
    }
    return res;
  }

  async signIn() {
    await this.request('GET', '/sanctum/csrf-cookie', { record: false });
    const res = await this.request('POST', `/${this.role === 'operator' ? 'ops' : this.role}/login`, {
      json: { email: this.email, password: this.password },
      record: false,
    });
    if (res.status !== 200) throw new Error(`${this.name} (${this.email}) could not sign in: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Why a 4xx answered as it did, in a few words: its error type, or the first field's message. */
function reasonOf(body) {
  if (typeof body !== 'object' || body === null) return String(body).slice(0, 60);
  const field = body.errors && Object.entries(body.errors)[0];
  return body.error_type ?? (field ? `${field[0]}: ${String(field[1]).slice(0, 60)}` : String(body.message ?? '').slice(0, 60));
}

/** The id a money answer created or changed, to find it in the database afterwards. */
function moneyId(call, path, body) {
  if (typeof body !== 'object' || body === null) return path.match(UUID)?.[0];
  if (call === 'fund') return body.funding_id;
  if (call === 'pay checkout' || call === 'fail checkout' || call === 'cancel checkout') return path.match(UUID)?.[0];
  if (call === 'send payout' || call === 'settle payout' || call === 'complete campaign') return path.match(UUID)?.[0];
  return body.data?.id ?? path.match(UUID)?.[0];
}

const istDay = (offset = 0) => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
};

/** A campaign funded at once and discoverable on every platform the seeded creators have. */
export const campaignBody = (name, budget) => ({
  product_name: name,
  description: 'Show the bottle on your desk and on a walk.',
  key_features: ['Keeps cold for 24 hours', 'Leak proof'],
  platform: ['instagram', 'youtube', 'tiktok', 'facebook'],
  video_style: 'Review',
  marketing_objective: 'sales',
  target_audience: 'Students and office workers',
  start_date: istDay(0),
  end_date: istDay(30),
  compensation: 500,
  budget,
  price_cap: 1_000,
  usage_rights: 'organic_only',
});

const BUDGET = 40_000;
const ok = (res) => typeof res.status === 'number' && res.status >= 200 && res.status < 300;

/**
 * Sometimes (3 %) a 2xx money answer is sent again at once with the same key, as a client retrying a lost answer
 * would: it must replay the same answer (same status and body, marked Idempotent-Replayed) and apply nothing again.
 */
async function maybeReplay(actor, call, path, json, key, first) {
  if (!ok(first) || !chance(0.03)) return;
  const again = await actor.request('POST', path, { json, call: `replay ${call}`, key, log: false });
  if (typeof again.status !== 'number' || again.status === 503) return; // the server or its database is away: no answer to compare
  if (again.status !== first.status || hash(again.body) !== hash(first.body) || again.headers?.get('idempotent-replayed') !== 'true') {
    actor.recorder.anomaly('idempotent replay differs', {
      call,
      path,
      first: first.status,
      again: again.status,
      replayedHeader: again.headers?.get('idempotent-replayed') ?? null,
      body: JSON.stringify(again.body).slice(0, 300),
    });
  }
}

async function moneyCall(actor, call, path, json) {
  const key = randomUUID();
  const res = await actor.money(call, path, json, key);
  await maybeReplay(actor, call, path, json, key, res);
  return res;
}

/**
 * Opens a checkout for `amount` and then, as brands do: pays it (85 %), has it declined (5 %) or cancels it (10 %).
 * Now and then another Fund is pressed while it is open, which must answer 409 payment_in_progress.
 */
async function fundAndPay(brand, campaign, amount) {
  const res = await moneyCall(brand, 'fund', `/api/brands/campaigns/${campaign.id}/fund`, { amount });
  if (res.status === 409 && res.body?.error_type === 'payment_in_progress') {
    // A checkout left open (by a request the client lost, or a race): continue it, as the dialog offers.
    const open = res.body.open_funding.funding_id;
    await brand.press(`/sandbox/checkout/${open}/pay`, 'pay checkout');
    return;
  }
  if (res.status !== 201) return;
  const fundingId = res.body.funding_id;
  campaign.committed += amount;
  if (chance(0.1)) {
    const second = await brand.money('fund again while open', `/api/brands/campaigns/${campaign.id}/fund`, { amount: 100 });
    if (second.status !== 409 || second.body?.error_type !== 'payment_in_progress') {
      brand.recorder.anomaly('second checkout opened while one was open', {
        campaign: campaign.id,
        status: second.status,
        body: JSON.stringify(second.body).slice(0, 300),
      });
    }
  }
  const roll = Math.random();
  if (roll < 0.1) {
    const cancelled = await brand.press(`/api/brands/fundings/${fundingId}/cancel`, 'cancel checkout');
    if (ok(cancelled)) campaign.committed -= amount;
  } else if (roll < 0.15) {
    await brand.press(`/sandbox/checkout/${fundingId}/fail`, 'fail checkout');
    campaign.committed -= amount;
  } else {
    await brand.press(`/sandbox/checkout/${fundingId}/pay`, 'pay checkout');
  }
}

const INVALID_VIDEO_REASON = 'The product is not visible in the first five seconds; please film it again.';

/** Decides up to `count` submissions waiting for the brand, as a reviewer clicking through the pending list. */
async function review(brand, count, { page = 1 } = {}) {
  const list = await brand.get(`/api/brands/creator-submissions?status=pending&per_page=20&page=${page}`);
  const waiting = ok(list) ? list.body.data.data : [];
  for (const submission of shuffle(waiting).slice(0, count)) {
    let body;
    if (submission.status === 'In Review') {
      const roll = Math.random();
      body =
        roll < 0.75
          ? { status: 'Approved' }
          : roll < 0.9
            ? { status: 'Rejected', rejection_reason: INVALID_VIDEO_REASON }
            : { status: 'Script Rejected', rejection_reason: 'The script does not mention the price; rewrite it.' };
    } else if (submission.status === 'Post Under Verification') {
      body = chance(0.85)
        ? { status: 'completed' }
        : { status: 'Post Rejected', rejected_post_remarks: 'The post does not tag the brand.' };
    } else continue;
    await moneyCall(brand, `decide ${body.status}`, '/api/approve-submission', { submission_id: submission.id, ...body });
  }
}

/**
 * A brand: keeps about three funded campaigns running (creates one, funds it, tops it up), completes one now and
 * then (sometimes racing a checkout being paid, the deadlock case of issue 21 §2), decides its submissions and reads
 * its lists. `heavy` (scale-brand-0001, 3,259 submissions) also pages through its long review list.
 */
export async function brandLoop(brand, ctx, { heavy = false } = {}) {
  const campaigns = [];
  for (let round = 0; !ctx.stopped(); round++) {
    const running = campaigns.filter((c) => !c.completed);
    if (running.length < 3 || chance(0.04)) {
      const created = await brand.request('POST', '/api/brands/campaigns', {
        json: campaignBody(`Soak ${brand.name} flask ${round}`, BUDGET),
        call: 'create campaign',
      });
      if (created.status === 201) {
        const campaign = { id: created.body.data.id, committed: 0, completed: false };
        campaigns.push(campaign);
        await fundAndPay(brand, campaign, chance(0.5) ? BUDGET / 2 : BUDGET / 4);
      }
    } else if (chance(0.3)) {
      const campaign = pick(running);
      const left = BUDGET - campaign.committed;
      if (left >= 100) await fundAndPay(brand, campaign, Math.min(left, chance(0.5) ? left : 5_000));
    }
    if (running.length >= 3 && chance(0.03)) await completeCampaign(brand, running[0]);
    await review(brand, 4, { page: heavy && chance(0.3) ? 1 + randomInt(20) : 1 });
    await brand.get(`/api/brands/campaigns${chance(0.3) ? '?page=2' : ''}`);
    if (chance(0.5)) await brand.get('/api/brands/escrow');
    if (campaigns.length && chance(0.5)) {
      const campaign = pick(campaigns);
      await brand.get(`/api/brands/campaigns/${campaign.id}`);
      if (chance(0.4)) await brand.get(`/api/brands/campaigns/${campaign.id}/fundings`);
      if (chance(0.2)) await brand.get(`/api/brands/campaigns/${campaign.id}/ledger`);
    }
    if (heavy || chance(0.2)) await brand.get('/api/brands/creator-submissions');
  }
}

/** Completes a campaign (its unreserved escrow goes back to the brand); half the time while a ₹100 checkout is paid. */
async function completeCampaign(brand, campaign) {
  campaign.completed = true;
  const race = chance(0.5) && BUDGET - campaign.committed >= 100;
  let fundingId;
  if (race) {
    const opened = await brand.money('fund', `/api/brands/campaigns/${campaign.id}/fund`, { amount: 100 });
    if (opened.status === 201) fundingId = opened.body.funding_id;
  }
  await Promise.all([
    brand.request('POST', `/api/brands/campaigns/${campaign.id}/status`, { json: { status: 'completed' }, call: 'complete campaign' }),
    fundingId ? brand.press(`/sandbox/checkout/${fundingId}/pay`, 'pay checkout') : undefined,
  ]);
}

const POST_HOSTS = { instagram: 'www.instagram.com', youtube: 'www.youtube.com', tiktok: 'www.tiktok.com', facebook: 'www.facebook.com' };

/** A real, small video (WebM, about 180 KB) from the landing page's carousel. */
const VIDEO = readFileSync(join(import.meta.dirname, '../apps/web/public/Brandvideo/01.webm'));

/**
 * A creator: moves its own scripts on (uploads a video to a new or rejected one, sends the post link of an approved
 * one), saves a script for a campaign it finds in discovery, withdraws what it earned now and then, and reads its
 * wallet and lists.
 */
export async function creatorLoop(creator, ctx) {
  const scripted = new Set();
  for (let round = 0; !ctx.stopped(); round++) {
    const mine = await creator.get('/api/creator/scripts');
    let moved = 0;
    for (const script of shuffle(ok(mine) ? mine.body.data : [])) {
      scripted.add(script.campaign_id);
      if (moved >= 2 || script.closed_reason || ctx.stopped()) continue;
      if (['Script Generated', 'Rejected', 'Script Rejected'].includes(script.status) && script.rejection_count < 3) {
        const form = new FormData();
        form.append('script_id', script.id);
        form.append('video', new Blob([VIDEO], { type: 'video/webm' }), 'take.webm');
        await creator.request('POST', '/api/creator/upload-video', { form, call: 'upload video' });
        moved++;
      } else if (script.status === 'Approved' || script.status === 'Post Rejected') {
        // On the script's platform; a seeded script may name none, so the creator tries the campaign's until one fits.
        const platforms = script.platform ? [script.platform] : Object.keys(POST_HOSTS);
        for (const platform of platforms) {
          const sent = await creator.request('POST', '/api/creator/submit-post-link', {
            json: { script_id: script.id, post_link: `https://${POST_HOSTS[platform]}/p/${randomUUID().slice(0, 11)}` },
            call: 'post link',
          });
          if (sent.status !== 422) break;
        }
        moved++;
      }
    }
    const found = await creator.get(`/api/campaigns/active${chance(0.3) ? `?page=${2 + randomInt(3)}` : ''}`);
    const next = (ok(found) ? found.body.data : []).find((c) => !scripted.has(c.id));
    if (next) {
      if (chance(0.5)) await creator.get(`/api/campaigns/active/${next.id}`);
      const saved = await moneyCall(creator, 'save script', '/api/campaigns/save-script', {
        brand_id: next.brand_id,
        campaign_id: next.id,
        script: 'Morning walk, cold water, one take. Show the bottle, say the price, smile.',
      });
      if (saved.status === 201 || saved.status === 409) scripted.add(next.id);
    }
    if (round % 4 === 0 && chance(0.5)) {
      const earnings = await creator.get('/api/creator/earnings');
      const available = ok(earnings) ? Math.floor(earnings.body.available_balance) : 0;
      if (available >= 100) {
        await moneyCall(creator, 'withdraw', '/api/creator/payment-history/withdrawal', {
          amount: Math.min(available, 100 + randomInt(5) * 100),
          payment_method: 'upi',
          upi_id: `soak.${creator.name.replace(/\W/g, '')}@okaxis`,
        });
      }
    }
    if (chance(0.4)) await creator.get(`/api/creator/payment-history${chance(0.3) ? '?page=2' : ''}`);
    if (next && chance(0.2)) await creator.get(`/api/creator/social-links-with-pricing?campaign_id=${next.id}`);
    if (chance(0.2)) await creator.get('/api/creator/campaigns');
  }
}

const utr = () => `SOAK${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;

/**
 * An operator of the payouts console. The sender sends pending payouts to the provider (the sandbox reports each
 * paid by webhook); the settler marks payouts paid by hand with a UTR, pending ones and some already with the
 * provider (racing the webhook), and reads the books and alerts.
 */
export async function operatorLoop(operator, ctx, { settles = false } = {}) {
  for (let round = 0; !ctx.stopped(); round++) {
    const pending = await operator.get('/api/ops/payouts?status=pending&per_page=20');
    const payouts = ok(pending) ? pending.body.data.data : [];
    if (!settles) {
      for (const payout of payouts.slice(0, 5)) {
        if (ctx.stopped()) break;
        await moneyCall(operator, 'send payout', `/api/ops/payouts/${payout.id}/send`, {});
      }
    } else {
      if (payouts.length && chance(0.5)) {
        const payout = pick(payouts);
        await moneyCall(operator, 'settle payout', `/api/ops/payouts/${payout.id}/settle`, { utr: utr() });
      }
      const processing = await operator.get('/api/ops/payouts?status=processing&per_page=20');
      if (ok(processing) && processing.body.data.data.length && chance(0.2)) {
        await moneyCall(operator, 'settle payout', `/api/ops/payouts/${pick(processing.body.data.data).id}/settle`, { utr: utr() });
      }
      if (round % 10 === 0) await operator.get('/api/ops/books');
      if (round % 10 === 5) await operator.get('/api/ops/reconciliation/alerts');
      if (round % 4 === 0) await operator.get('/api/ops/payouts?status=paid');
    }
    await pause(100);
  }
}
