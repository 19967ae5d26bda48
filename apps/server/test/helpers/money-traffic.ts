import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { brands, creatorProfiles, socialAccounts } from '../../src/db/schema/index';
import { createOperator } from '../../src/features/payouts/operators';
import { createUserFactory, type TestUser } from './factories';
import { HttpBrowser, type HttpResponse } from './http-browser';

/** One answer the traffic got, or the network error it got instead (the server died mid-request). */
export interface Answer {
  actor: string;
  /** What the call was for ('create campaign', 'fund', ...). */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  /** Epoch milliseconds when the request was sent and when its answer (or error) came. */
  sentAt: number;
  at: number;
  status: number | 'network error';
  retryAfter: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered.
  body: any;
  idempotencyKey?: string;
  payload?: unknown;
}

/** A calendar day in India (campaigns run on IST) `offset` days from today. */
export function istDay(offset = 0): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A campaign a brand can fund at once: it starts today, so the capture makes it active and discoverable. */
export function campaignBody(name: string, budget: number) {
  return {
    product_name: name,
    description: 'Show the bottle on your desk and on a walk.',
    key_features: ['Keeps cold for 24 hours', 'Leak proof'],
    platform: ['instagram', 'youtube'],
    video_style: 'Review',
    marketing_objective: 'sales',
    target_audience: 'Students and office workers',
    start_date: istDay(0),
    end_date: istDay(30),
    compensation: 500,
    budget,
    price_cap: 1_000,
    usage_rights: 'organic_only',
  };
}

/**
 * A signed-in user of the real server, talking HTTP as the web app does; every answer lands in `answers`. The
 * server's address is read at each call, so the traffic follows a server restarted on another port.
 */
export class TrafficActor {
  readonly browser = new HttpBrowser();

  constructor(
    readonly name: string,
    readonly user: TestUser,
    private readonly baseUrl: () => string,
    private readonly answers: Answer[],
  ) {}

  async call(call: string, method: 'GET' | 'POST', path: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const sentAt = Date.now();
    let res: HttpResponse | undefined;
    try {
      res =
        method === 'GET'
          ? await this.browser.get(this.baseUrl(), path)
          : payload instanceof FormData
            ? await this.browser.postForm(this.baseUrl(), path, payload)
            : await this.browser.post(this.baseUrl(), path, payload ?? {}, headers);
    } catch {
      // The connection broke (the server was killed, or not up yet): the outcome is unknown to the client, who waits
      // a moment before the next click.
      await new Promise((r) => setTimeout(r, 250));
    }
    const answer: Answer = {
      actor: this.name,
      call,
      method,
      path,
      sentAt,
      at: Date.now(),
      status: res?.status ?? 'network error',
      retryAfter: res?.headers.get('retry-after') ?? null,
      body: res?.body,
      ...(headers['idempotency-key'] ? { idempotencyKey: headers['idempotency-key'] } : {}),
      ...(payload !== undefined && !(payload instanceof FormData) ? { payload } : {}),
    };
    this.answers.push(answer);
    return answer;
  }

  /** A money POST under a fresh Idempotency-Key, as the web app sends one. */
  money(call: string, path: string, payload: unknown, key: string = randomUUID()) {
    return this.call(call, 'POST', path, payload, { 'idempotency-key': key });
  }

  async signIn(loginPath: string) {
    const res = await this.call('sign in', 'POST', loginPath, { email: this.user.email, password: this.user.password });
    if (res.status !== 200) throw new Error(`${this.name} could not sign in: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Brands with a profile, signed in over HTTP. */
export async function signedInBrands(input: { db: Db; baseUrl: () => string; answers: Answer[]; count: number }) {
  const createUser = createUserFactory(input.db);
  const actors: (TrafficActor & { brandId: string })[] = [];
  for (let i = 0; i < input.count; i++) {
    const user = await createUser({ userType: 'brand', name: `Traffic Brand ${i + 1}` });
    const [brand] = await input.db
      .insert(brands)
      .values({ userId: user.id, name: `Traffic Brand ${i + 1}`, industry: 'retail' })
      .returning();
    const actor = Object.assign(new TrafficActor(`brand ${i + 1}`, user, input.baseUrl, input.answers), { brandId: brand!.id });
    await actor.signIn('/brand/login');
    actors.push(actor);
  }
  return actors;
}

/** Creators with a registration's profile and two social accounts (no metrics: they are priced on compensation), signed in. */
export async function signedInCreators(input: { db: Db; baseUrl: () => string; answers: Answer[]; count: number }) {
  const createUser = createUserFactory(input.db);
  const actors: TrafficActor[] = [];
  for (let i = 0; i < input.count; i++) {
    const user = await createUser({ userType: 'creator', name: `Traffic Creator ${i + 1}` });
    const username = `traffic_${randomUUID().slice(0, 8)}`;
    await input.db.insert(creatorProfiles).values({
      userId: user.id,
      firstName: 'Traffic',
      lastName: `Creator ${i + 1}`,
      username,
      phoneCountryCode: '+91',
      phoneNumber: '9876543210',
      gender: 'female',
      dateOfBirth: '1996-04-02',
      language: 'English',
      bio: 'I film honest reviews of everyday things in my small flat in Pune, one take at a time.',
      address1: '12 Hill Road',
      country: 'IN',
      state: 'Maharashtra',
      city: 'Pune',
      postalCode: '411001',
      timezone: 'Asia/Kolkata',
      categories: ['lifestyle'],
      contentType: 'video',
      audienceSize: 'small',
      termsAcceptedAt: new Date(),
    });
    await input.db.insert(socialAccounts).values([
      { userId: user.id, platform: 'youtube', url: `https://youtube.com/@${username}`, audienceRange: '10k-50k' },
      { userId: user.id, platform: 'instagram', url: `https://instagram.com/${username}`, audienceRange: '10k-50k' },
    ]);
    const actor = new TrafficActor(`creator ${i + 1}`, user, input.baseUrl, input.answers);
    await actor.signIn('/creator/login');
    actors.push(actor);
  }
  return actors;
}

/** An operator of the payouts console, signed in. */
export async function signedInOperator(input: { db: Db; baseUrl: () => string; answers: Answer[] }) {
  const password = 'Traffic-Operator-2026';
  const row = await createOperator({ db: input.db, email: `ops-${randomUUID().slice(0, 8)}@amplio.test`, name: 'Traffic Ops', password });
  const actor = new TrafficActor('operator', { ...row, password }, input.baseUrl, input.answers);
  await actor.signIn('/ops/login');
  return actor;
}

/** Is this answer a 503 the way a database outage must answer: `{ message }` and a Retry-After header? */
export const isUnavailableAnswer = (answer: Answer, message: string) =>
  answer.status === 503 && Boolean(answer.retryAfter) && answer.body?.message === message;

/**
 * Nothing half-written in the money tables: every captured funding has its ledger funding transfer and no transfer
 * points at a funding that is not captured, every script holding a reservation has exactly one reservation transfer,
 * and every payout has its wallet debit. Answers the rows that break one of these (empty when the books are whole).
 */
export async function halfWrittenMoneyRows(db: Db): Promise<unknown[]> {
  const rows = (await db.execute(sql`
    select 'captured funding without its funding transfer' as problem, f.id::text as id from fundings f
     where f.status = 'captured'
       and not exists (select 1 from ledger_transfers t where t.ref_type = 'funding' and t.ref_id = f.id and t.kind = 'funding')
    union all
    select 'funding transfer of a checkout never captured', t.ref_id::text from ledger_transfers t
     where t.kind = 'funding' and t.ref_type = 'funding'
       and exists (select 1 from fundings f where f.id = t.ref_id and f.status::text in ('pending', 'failed', 'cancelled', 'expired'))
    union all
    select 'script without exactly one reservation', s.id::text from scripts s
     where (select count(*) from ledger_transfers t where t.ref_type = 'script' and t.ref_id = s.id and t.kind = 'reservation') <> 1
    union all
    select 'payout without its withdrawal transfer', p.id::text from payouts p
     where not exists (select 1 from ledger_transfers t where t.ref_type = 'payout' and t.ref_id = p.id and t.kind = 'withdrawal')
  `)) as unknown as { rows: unknown[] };
  return rows.rows;
}
