import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MIN_WITHDRAWAL_RUPEES } from '../constants/payouts';
import { paiseToRupees, rupeesToPaise } from '../domain/money';
import { CAMPAIGN_MESSAGES, ZCampaignDraft, ZCampaignPublish } from './campaigns';
import { zRupees } from './money-field';
import { PAYMENT_MESSAGES, ZFundCampaignRequest } from './payments';
import { SCRIPT_MESSAGES, ZSaveScriptRequest } from './scripts';
import { WALLET_MESSAGES, ZWithdrawalRequest } from './wallet';

const MESSAGES = { required: 'required', invalid: 'invalid', fraction: 'fraction', min: 'min', max: 'max' };

function answer(schema: z.ZodType, value: unknown): number | string {
  const result = z.object({ amount: schema }).safeParse(value === undefined ? {} : { amount: value });
  return result.success ? (result.data as { amount: number }).amount : result.error.issues.map((i) => i.message).join(' | ');
}

describe('zRupees', () => {
  const field = zRupees({ min: 100, max: 1_000, messages: MESSAGES });

  it('holds its range to the paisa', () => {
    expect(answer(field, 99.99)).toBe('min');
    expect(answer(field, 100)).toBe(100);
    expect(answer(field, 100.01)).toBe(100.01);
    expect(answer(field, 999.99)).toBe(999.99);
    expect(answer(field, 1_000)).toBe(1_000);
    expect(answer(field, 1_000.01)).toBe('max');
  });

  it('answers each kind of wrong amount with its own message, and only one', () => {
    expect(answer(field, undefined)).toBe('required');
    expect(answer(field, null)).toBe('required');
    expect(answer(field, '')).toBe('required');
    expect(answer(field, '500')).toBe('invalid');
    expect(answer(field, Number.NaN)).toBe('invalid');
    expect(answer(field, true)).toBe('invalid');
    expect(answer(field, [500])).toBe('invalid');
    expect(answer(field, { value: 500 })).toBe('invalid');
    expect(answer(field, 100.0000000001)).toBe('fraction');
    expect(answer(field, 999.9999999999999)).toBe('fraction');
    expect(answer(field, -0)).toBe('min');
    expect(answer(field, -500)).toBe('min');
    expect(answer(field, -1e308)).toBe('min');
    expect(answer(field, 1e308)).toBe('max');
    expect(answer(field, 2 ** 53)).toBe('max');
  });

  it('hands on exactly the paise it read: the value always converts back', () => {
    expect(rupeesToPaise(answer(field, 100.1) as number)).toBe(10_010n);
    expect(rupeesToPaise(answer(zRupees({ min: 0, max: 1_000, text: true, messages: MESSAGES }), '100.50') as number)).toBe(10_050n);
  });

  it('accepts every whole-paise amount in its range, as a number and as text', { timeout: 30_000 }, () => {
    const wide = zRupees({ min: 0, max: 10_000_000_000_000, text: true, messages: MESSAGES });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (paise) => {
        const rupees = paiseToRupees(paise);
        const text = `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
        return answer(wide, rupees) === rupees && answer(wide, text) === rupees;
      }),
      { numRuns: 5_000 },
    );
  });

  it('reads text only when the field takes form strings', () => {
    const text = zRupees({ min: 0, max: 1_000, text: true, messages: MESSAGES });
    expect(answer(text, '100.50')).toBe(100.5);
    expect(answer(text, ' 100 ')).toBe('invalid');
    expect(answer(text, '1e3')).toBe('invalid');
    expect(answer(text, '-0')).toBe('min');
    expect(answer(text, '0')).toBe(0);
  });

  it('with notPositive, answers it for zero and below, -0 included', () => {
    const positive = zRupees({ min: 100, max: 1_000, messages: { ...MESSAGES, notPositive: 'not positive' } });
    expect(answer(positive, 0)).toBe('not positive');
    expect(answer(positive, -0)).toBe('not positive');
    expect(answer(positive, -5)).toBe('not positive');
    expect(answer(positive, 0.01)).toBe('min');
  });

  it('in whole rupees, answers fraction for paise', () => {
    const whole = zRupees({ min: 100, max: 1_000, wholeRupees: true, messages: MESSAGES });
    expect(answer(whole, 100)).toBe(100);
    expect(answer(whole, 100.01)).toBe('fraction');
    expect(answer(whole, 100.0000000001)).toBe('fraction');
  });

  it('refuses a range that is not whole paise when the schema is built', () => {
    expect(() => zRupees({ min: 0.001, max: 1, messages: MESSAGES })).toThrow(RangeError);
    expect(() => zRupees({ min: 10, max: 1, messages: MESSAGES })).toThrow(RangeError);
  });
});

/** The nonsense every money field is sent (the server test sends the same over HTTP). */
const NONSENSE: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, true, false, [], [500], {}, { amount: 500 }];
const NONSENSE_TEXT = ['1e3', '0x10', ' 500 ', '500,00', 'abc', 'Infinity'];

interface FieldCase {
  name: string;
  parse(value: unknown): number | string;
  min: number;
  max: number;
  text: boolean;
  whole: boolean;
  messages: { invalid: string; fraction: string; min: string; max: string; negative: string };
}

function fieldOf(schema: z.ZodType, field: string, base: Record<string, unknown> = {}) {
  return (value: unknown) => {
    const result = schema.safeParse({ ...base, [field]: value });
    if (result.success) return (result.data as Record<string, number>)[field]!;
    const issue = result.error.issues.find((i) => i.path[0] === field);
    return issue ? issue.message : `no issue on ${field}: ${result.error.issues.map((i) => i.message).join(' | ')}`;
  };
}

const C = CAMPAIGN_MESSAGES;
const campaignBase = { compensation: 100, budget: 10_000_000, price_cap: 10_000_000 };
const FIELDS: FieldCase[] = [
  {
    name: 'fund amount',
    parse: fieldOf(ZFundCampaignRequest, 'amount'),
    min: 100,
    max: 10_000_000,
    text: false,
    whole: false,
    messages: {
      invalid: PAYMENT_MESSAGES.amountNotNumber,
      fraction: PAYMENT_MESSAGES.amountDecimals,
      min: PAYMENT_MESSAGES.amountMin,
      max: PAYMENT_MESSAGES.amountMax,
      negative: PAYMENT_MESSAGES.amountMin,
    },
  },
  {
    name: 'campaign budget',
    parse: fieldOf(ZCampaignDraft, 'budget', { ...campaignBase, compensation: undefined, price_cap: undefined }),
    min: 1_000,
    max: 10_000_000,
    text: true,
    whole: false,
    messages: { invalid: C.amountNotNumber, fraction: C.amountDecimals, min: C.budgetMin, max: C.budgetMax, negative: C.budgetMin },
  },
  {
    name: 'campaign compensation',
    parse: fieldOf(ZCampaignDraft, 'compensation', { budget: 10_000_000 }),
    min: 100,
    max: 10_000_000,
    text: true,
    whole: false,
    messages: {
      invalid: C.amountNotNumber,
      fraction: C.amountDecimals,
      min: C.compensationMin,
      max: C.compensationAboveBudget,
      negative: C.compensationMin,
    },
  },
  {
    name: 'campaign price cap',
    parse: fieldOf(ZCampaignDraft, 'price_cap', { budget: 10_000_000, compensation: 100 }),
    min: 100,
    max: 10_000_000,
    text: true,
    whole: false,
    messages: {
      invalid: C.amountNotNumber,
      fraction: C.amountDecimals,
      min: C.priceCapMin,
      max: C.priceCapMax,
      negative: C.priceCapMin,
    },
  },
  {
    name: 'withdrawal amount',
    parse: fieldOf(ZWithdrawalRequest, 'amount', { payment_method: 'upi', upi_id: 'ravi@okhdfc' }),
    min: MIN_WITHDRAWAL_RUPEES,
    max: 10_000_000_000_000,
    text: true,
    whole: true,
    messages: {
      invalid: WALLET_MESSAGES.amountInvalid,
      fraction: WALLET_MESSAGES.amountWhole,
      min: WALLET_MESSAGES.amountMin,
      max: WALLET_MESSAGES.amountOverBalance,
      negative: WALLET_MESSAGES.amountInvalid,
    },
  },
  {
    name: 'script dynamic_price',
    parse: fieldOf(ZSaveScriptRequest, 'dynamic_price', { brand_id: 'b', campaign_id: 'c', script: 'Hi' }),
    min: 0,
    max: 1_000_000_000_000,
    text: true,
    whole: false,
    messages: {
      invalid: SCRIPT_MESSAGES.priceInvalid,
      fraction: SCRIPT_MESSAGES.priceInvalid,
      min: SCRIPT_MESSAGES.priceInvalid,
      max: SCRIPT_MESSAGES.priceInvalid,
      negative: SCRIPT_MESSAGES.priceInvalid,
    },
  },
];

describe.each(FIELDS)('the $name', (f) => {
  const step = f.whole ? 1 : 0.01;
  const below = Math.round((f.min - step) * 100) / 100;
  const above = Math.round((f.max + step) * 100) / 100;

  it('accepts its limits and refuses one paisa (or rupee) beyond each', () => {
    expect(f.parse(f.min)).toBe(f.min);
    expect(f.parse(f.max)).toBe(f.max);
    expect(f.parse(below)).toBe(below < 0 ? f.messages.negative : f.messages.min);
    expect(f.parse(above)).toBe(f.messages.max);
  });

  it('refuses near-whole floats, exponents that are not whole paise, -0 and huge values with its own messages', () => {
    expect(f.parse(f.min + 0.0000000001)).toBe(f.messages.fraction);
    expect(f.parse(f.min + 1 - 1e-12)).toBe(f.messages.fraction);
    expect(f.parse(1e-7)).toBe(f.messages.fraction);
    expect(f.parse(f.min + 1.5e-3)).toBe(f.messages.fraction);
    expect(f.parse(-0)).toBe(f.messages.negative);
    expect(f.parse(-1)).toBe(f.messages.negative);
    for (const huge of [1e308, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE]) expect(f.parse(huge)).toBe(f.messages.max);
  });

  it('refuses NaN, infinities, booleans, arrays and objects as not an amount', () => {
    for (const value of NONSENSE) expect(f.parse(value), String(value)).toBe(f.messages.invalid);
    for (const value of NONSENSE_TEXT) expect(f.parse(value), value).toBe(f.messages.invalid);
  });

  it(f.text ? 'reads a form string, "100.50" as ₹100.50' : 'refuses any string, even "500"', () => {
    const text = f.whole ? `${f.min}.00` : `${f.min}.50`;
    const expected = f.whole ? f.min : f.min + 0.5;
    expect(f.parse(text)).toBe(f.text ? expected : f.messages.invalid);
    expect(f.parse('-0')).toBe(f.text ? f.messages.negative : f.messages.invalid);
  });
});

describe('the campaign form', () => {
  it('still reads the numbers its inputs hold as text, and a blank as not given', () => {
    const parsed = ZCampaignDraft.parse({ budget: '50000', compensation: '2500.50', price_cap: '' });
    expect(parsed).toMatchObject({ budget: 50_000, compensation: 2500.5 });
    expect(parsed.price_cap).toBeUndefined();
    const publish = ZCampaignPublish.safeParse({ budget: '', compensation: null });
    expect(publish.success).toBe(false);
    const messages = publish.error!.issues.filter((i) => ['budget', 'compensation'].includes(String(i.path[0]))).map((i) => i.message);
    expect(messages).toEqual([C.compensationRequired, C.budgetRequired]);
  });
});
