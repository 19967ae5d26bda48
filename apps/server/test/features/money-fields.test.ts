import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES as C } from '@amplio/shared/schemas/campaigns';
import { PAYMENT_MESSAGES as P } from '@amplio/shared/schemas/payments';
import { SCRIPT_MESSAGES as S } from '@amplio/shared/schemas/scripts';
import { WALLET_MESSAGES as W } from '@amplio/shared/schemas/wallet';
import { campaigns, fundings, payouts, scripts } from '../../src/db/schema/index';
import { checkLedgerInvariants } from '../../src/features/ledger/ledger-invariants';
import { buildTestApp, type TestAgent, type TestApp } from '../helpers/build-test-app';
import { createCampaign, dayFrom, fundAndCapture, signedInBrand } from './campaigns/campaign-helpers';
import { createCreatorWithProfile } from './creator-profile/creator-with-profile';
import { creatorWithEarnings, WITHDRAWAL_PATH } from './wallet/wallet-helpers';

/**
 * Issue 21 "Exact amounts everywhere": every money field of every endpoint gets near-whole floats, exponents, -0,
 * numeric text, huge values and nonsense, written as raw JSON (so -0 and 1e308 arrive as sent), and answers only
 * 422 with the field's own message. Nothing is written: no funding, withdrawal, campaign change or script.
 */

type Kind = 'invalid' | 'fraction' | 'negative' | 'max' | 'required';

/** Raw JSON values, by the kind of wrong each is. Valid in every field's range but for the wrongness named. */
const WRONG: [json: string, kind: Kind][] = [
  ['1000.0000000001', 'fraction'],
  ['999.9999999999999', 'fraction'], // a double just below ₹1,000: the nearest to no count of paise
  ['99.99999999999999', 'fraction'],
  ['1000.001', 'fraction'],
  ['1000.005', 'fraction'],
  ['1e-7', 'fraction'],
  ['1.0000001e3', 'fraction'],
  ['12345678e-4', 'fraction'],
  ['-0', 'negative'],
  ['-0.0', 'negative'],
  ['-1000', 'negative'],
  ['-1e308', 'negative'],
  ['1e308', 'max'],
  ['1.7976931348623157e308', 'max'],
  ['9007199254740993', 'max'],
  ['1e16', 'max'],
  ['100000000000000000000000', 'max'],
  ['"NaN"', 'invalid'],
  ['"Infinity"', 'invalid'],
  ['"-Infinity"', 'invalid'],
  ['"1e3"', 'invalid'],
  ['"0x10"', 'invalid'],
  ['" 1000 "', 'invalid'],
  ['"1000,00"', 'invalid'],
  ['"1,000"', 'invalid'],
  ['"+1000"', 'invalid'],
  ['"₹1000"', 'invalid'],
  ['"abc"', 'invalid'],
  ['true', 'invalid'],
  ['false', 'invalid'],
  ['[]', 'invalid'],
  ['[1000]', 'invalid'],
  ['{}', 'invalid'],
  ['{"amount":1000}', 'invalid'],
];
/** Numeric text: a number for the fields that read form strings, not a number for the others. */
const TEXT: [json: string, kind: Kind][] = [
  ['"1000.001"', 'fraction'],
  ['"-0"', 'negative'],
  ['"-1000"', 'negative'],
  ['"99999999999999999999"', 'max'],
];

interface Field {
  endpoint: string;
  field: string;
  text: boolean;
  messages: Record<Exclude<Kind, 'required'>, string> & { required?: string };
  /** Sends the raw JSON value in the field; answers the response. */
  send(json: string): Promise<{ statusCode: number; body: string; json(): { message?: string; errors?: Record<string, string[]> } }>;
}

let t: TestApp;
let brand: TestAgent;
let brandUserId: string;
let draft: { id: string };
let fundable: { id: string };
let creator: TestAgent;
let creatorId: string;
let writer: { agent: TestAgent; userId: string };
let live: { id: string; brand_id: string | null };

const rawPost = (agent: TestAgent, url: string, json: string, headers: Record<string, string> = {}) =>
  agent.request({ method: 'POST', url, payload: json, headers: { 'content-type': 'application/json', ...headers } });
const rawPut = (agent: TestAgent, url: string, json: string) =>
  agent.request({ method: 'PUT', url, payload: json, headers: { 'content-type': 'application/json' } });

const campaignField = (field: string, messages: Field['messages']): Field[] => [
  {
    endpoint: 'POST /api/brands/campaigns',
    field,
    text: true,
    messages,
    send: (json) => rawPost(brand, '/api/brands/campaigns', `{"product_name":"Money test","${field}":${json}}`),
  },
  {
    endpoint: 'PUT /api/brands/campaigns/{id}',
    field,
    text: true,
    messages,
    send: (json) => rawPut(brand, `/api/brands/campaigns/${draft.id}`, `{"${field}":${json}}`),
  },
];

const FIELDS: Field[] = [
  {
    endpoint: 'POST /api/brands/campaigns/{id}/fund',
    field: 'amount',
    text: false,
    messages: {
      required: P.amountRequired,
      invalid: P.amountNotNumber,
      fraction: P.amountDecimals,
      negative: P.amountMin,
      max: P.amountMax,
    },
    send: (json) => rawPost(brand, `/api/brands/campaigns/${fundable.id}/fund`, `{"amount":${json}}`, { 'idempotency-key': randomUUID() }),
  },
  ...campaignField('budget', { invalid: C.amountNotNumber, fraction: C.amountDecimals, negative: C.budgetMin, max: C.budgetMax }),
  ...campaignField('compensation', {
    invalid: C.amountNotNumber,
    fraction: C.amountDecimals,
    negative: C.compensationMin,
    max: C.compensationAboveBudget,
  }),
  ...campaignField('price_cap', { invalid: C.amountNotNumber, fraction: C.amountDecimals, negative: C.priceCapMin, max: C.priceCapMax }),
  {
    endpoint: 'POST /api/creator/payment-history/withdrawal',
    field: 'amount',
    text: true,
    messages: {
      required: W.amountInvalid,
      invalid: W.amountInvalid,
      fraction: W.amountWhole,
      negative: W.amountInvalid,
      max: W.amountOverBalance,
    },
    send: (json) =>
      rawPost(creator, WITHDRAWAL_PATH, `{"amount":${json},"payment_method":"upi","upi_id":"ravi.kumar@okhdfc"}`, {
        'idempotency-key': randomUUID(),
      }),
  },
  {
    endpoint: 'POST /api/campaigns/save-script',
    field: 'dynamic_price',
    text: true,
    messages: { invalid: S.priceInvalid, fraction: S.priceInvalid, negative: S.priceInvalid, max: S.priceInvalid },
    send: (json) =>
      rawPost(
        writer.agent,
        '/api/campaigns/save-script',
        `{"brand_id":"${live.brand_id}","campaign_id":"${live.id}","script":"Hi everyone! Today I am showing you Glow serum.","dynamic_price":${json}}`,
      ),
  },
];

async function written() {
  const [draftRow] = await t.db.select().from(campaigns).where(eq(campaigns.id, draft.id));
  return {
    campaigns: (await t.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, brandUserId))).length,
    draft: draftRow,
    fundings: (await t.db.select({ id: fundings.id }).from(fundings).where(eq(fundings.campaignId, fundable.id))).length,
    payouts: (await t.db.select({ id: payouts.id }).from(payouts).where(eq(payouts.creatorId, creatorId))).length,
    balance: (await creator.get('/api/creator/earnings')).json().available_balance as number,
    scripts: (await t.db.select({ id: scripts.id }).from(scripts).where(eq(scripts.creatorId, writer.userId))).length,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signedInBrand(t);
  brand = signedIn.agent;
  brandUserId = signedIn.user.id;
  draft = await createCampaign(t, brand);
  fundable = await createCampaign(t, brand);
  live = await createCampaign(t, brand, { start_date: dayFrom(t, 0) });
  await fundAndCapture(t, brand, live.id, 20_000);
  const rich = await creatorWithEarnings(t, [50_000]);
  creator = rich.agent;
  creatorId = rich.user.id;
  const c = await createCreatorWithProfile(t);
  writer = { agent: await t.injectAs(c.user), userId: c.user.id };
});
afterAll(async () => {
  await checkLedgerInvariants(t.db);
  await t.close();
});

describe('every money field of every endpoint', () => {
  it.each(FIELDS.map((f) => [`${f.endpoint} ${f.field}`, f] as const))(
    '%s answers 422 with its own message for near-whole floats, exponents, -0, text, huge values and nonsense, and writes nothing',
    async (_name, f) => {
      const before = await written();
      const cases: [string, Kind][] = [
        ...WRONG,
        ...TEXT.map(([json, kind]): [string, Kind] => [json, f.text ? kind : 'invalid']),
        ...(f.messages.required ? [['null', 'required'] as [string, Kind]] : []),
      ];
      const wrong: string[] = [];
      for (const [json, kind] of cases) {
        const res = await f.send(json);
        const expected = kind === 'required' ? f.messages.required! : f.messages[kind];
        const body = res.json();
        if (res.statusCode !== 422 || JSON.stringify(body.errors?.[f.field]) !== JSON.stringify([expected])) {
          wrong.push(`${json} → ${res.statusCode} ${JSON.stringify(body)} (expected 422 "${expected}")`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await written()).toEqual(before);
    },
  );

  it('reads the same amounts as numbers and, where forms send text, as text ("100.50" is ₹100.50)', async () => {
    const created = await rawPost(
      brand,
      '/api/brands/campaigns',
      '{"product_name":"Text amounts","budget":"50000.50","compensation":2.5e3}',
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ budget: 50_000.5, compensation: 2500 });
    const funded = await rawPost(brand, `/api/brands/campaigns/${fundable.id}/fund`, '{"amount":1.5e3}', {
      'idempotency-key': randomUUID(),
    });
    expect(funded.statusCode, funded.body).toBe(201);
    expect(funded.json().charges.amount).toBe(1500);
    const withdrawn = await rawPost(creator, WITHDRAWAL_PATH, '{"amount":"1000.00","payment_method":"upi","upi_id":"ravi.kumar@okhdfc"}', {
      'idempotency-key': randomUUID(),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(withdrawn.json().data.amount).toBe(1000);
    const saved = await FIELDS.at(-1)!.send('"2500.00"');
    expect(saved.statusCode, saved.body).toBe(201);
  });
});
