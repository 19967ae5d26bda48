import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWholePaise, MAX_EXACT_PAISE, paiseToRupees, readRupees, rupeesToPaise } from './money';

describe('rupeesToPaise', () => {
  it.each([
    [0, 0n],
    [0.01, 1n],
    [1, 100n],
    [19.99, 1999n],
    [0.29, 29n],
    [1999.5, 199950n],
    [-12.34, -1234n],
    [10_000_000_000_000, 1_000_000_000_000_000n],
    [9_999_999_999_999.99, 999_999_999_999_999n],
  ])('converts %s rupees to %s paise exactly', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it.each([0.001, 10.005, 0.1 + 0.2, 1e-7])('rejects %s rupees: a fraction of a paisa', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(/fraction of a paisa/);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects %s', (rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow(RangeError);
  });

  it('rejects an amount beyond exact range', () => {
    expect(() => rupeesToPaise(10_000_000_000_000.01)).toThrow(RangeError);
    expect(() => rupeesToPaise('10000000000000.01')).toThrow(RangeError);
    expect(() => rupeesToPaise(1e20)).toThrow(/too large/);
  });

  it.each([
    ['19.99', 1999n],
    ['19.9', 1990n],
    ['7', 700n],
    ['0.05', 5n],
    ['100.50', 10050n],
    ['-3.10', -310n],
  ])('converts the text %j', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it.each(['19.999', '1e3', '', '.5', '5.', '12,50', 'abc', '12345678901234', ' 0.05 ', '+5', '0x10', 'Infinity'])(
    'rejects the text %j',
    (text) => {
      expect(() => rupeesToPaise(text)).toThrow(RangeError);
    },
  );
});

describe('paiseToRupees', () => {
  it.each([
    [0n, 0],
    [1n, 0.01],
    [1999n, 19.99],
    [-1234n, -12.34],
    [MAX_EXACT_PAISE, 10_000_000_000_000],
  ])('converts %s paise to %s rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
  });

  it('round-trips every exact amount through rupees', () => {
    const max = MAX_EXACT_PAISE;
    fc.assert(
      fc.property(fc.bigInt({ min: -max, max }), (paise) => rupeesToPaise(paiseToRupees(paise)) === paise),
      {
        numRuns: 5_000,
      },
    );
  });

  it('rejects an amount one paisa beyond exact range', () => {
    expect(() => paiseToRupees(MAX_EXACT_PAISE + 1n)).toThrow(RangeError);
    expect(() => paiseToRupees(-MAX_EXACT_PAISE - 1n)).toThrow(RangeError);
  });
});

describe('isWholePaise', () => {
  it('says whether a rupee amount has at most two decimals', () => {
    expect(isWholePaise(10.5)).toBe(true);
    expect(isWholePaise(10.505)).toBe(false);
  });
});

describe('readRupees', () => {
  const paiseOf = (value: unknown, text = false) => {
    const reading = readRupees(value, { text });
    return reading.ok ? reading.paise : reading.reason;
  };

  it.each([
    [0.01, 1n],
    [19.99, 1999n],
    [100.5, 10050n],
    [1e3, 100_000n],
    [1.5e2, 15_000n],
    [0.1 + 0.2 + 100, 10_030n],
    [9_999_999_999_999.99, 999_999_999_999_999n],
    [10_000_000_000_000, MAX_EXACT_PAISE],
  ])('reads the number %s as %s paise', (value, paise) => {
    expect(paiseOf(value)).toBe(paise);
  });

  it.each([100.0000000001, 99.99999999999999, 100.001, 0.001, 1e-7, 5e-324, 0.1 + 0.2])(
    'refuses %s: not the number nearest to any count of paise',
    (value) => {
      expect(paiseOf(value)).toBe('fraction');
    },
  );

  it('holds the exact range at ±₹10 lakh crore, to the paisa', () => {
    expect(paiseOf(10_000_000_000_000)).toBe(MAX_EXACT_PAISE);
    expect(paiseOf(10_000_000_000_000.01)).toBe('out_of_range');
    expect(paiseOf(-10_000_000_000_000)).toBe(-MAX_EXACT_PAISE);
    expect(paiseOf(-10_000_000_000_000.01)).toBe('out_of_range');
    expect(paiseOf('10000000000000.00', true)).toBe(MAX_EXACT_PAISE);
    expect(paiseOf('10000000000000.01', true)).toBe('out_of_range');
  });

  it.each([2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e21, 1e308, Number.MAX_VALUE, -1e308])('refuses %s as out of range', (value) => {
    expect(paiseOf(value)).toBe('out_of_range');
  });

  it('says which end an amount out of range is beyond', () => {
    expect(readRupees(-1e308)).toEqual({ ok: false, reason: 'out_of_range', negative: true });
    expect(readRupees(1e308)).toEqual({ ok: false, reason: 'out_of_range', negative: false });
    expect(readRupees('9'.repeat(400), { text: true })).toEqual({ ok: false, reason: 'out_of_range', negative: false });
  });

  it('reads -0 as zero paise with a minus sign, so a field that refuses negatives refuses it', () => {
    expect(readRupees(-0)).toEqual({ ok: true, paise: 0n, negative: true });
    expect(readRupees('-0', { text: true })).toEqual({ ok: true, paise: 0n, negative: true });
    expect(readRupees('-0.00', { text: true })).toEqual({ ok: true, paise: 0n, negative: true });
    expect(readRupees(0)).toEqual({ ok: true, paise: 0n, negative: false });
  });

  it('reads "100.50" as ₹100.50, the same as "100.5" and the number 100.5', () => {
    expect(paiseOf('100.50', true)).toBe(10_050n);
    expect(paiseOf('100.5', true)).toBe(10_050n);
    expect(paiseOf('0100', true)).toBe(10_000n);
    expect(paiseOf('100.505', true)).toBe('fraction');
    expect(paiseOf('100.500', true)).toBe('fraction');
  });

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    true,
    false,
    [],
    [100],
    {},
    { amount: 100 },
    100n,
    Symbol('100'),
    () => 100,
  ])('refuses %s as not a number', (value) => {
    expect(paiseOf(value, true)).toBe('not_a_number');
  });

  it.each([
    '1e3',
    '0x10',
    ' 100 ',
    '100 ',
    '\t100',
    '100,00',
    '1,000',
    '+100',
    '100.',
    '.5',
    'Infinity',
    'NaN',
    '१००',
    '100\n',
    '--1',
    '1_000',
  ])('refuses the text %j as not a number', (value) => {
    expect(paiseOf(value, true)).toBe('not_a_number');
  });

  it('reads text only when asked: a JSON number field refuses "100"', () => {
    expect(paiseOf('100')).toBe('not_a_number');
    expect(paiseOf('100', true)).toBe(10_000n);
  });

  it.each([undefined, null, ''])('calls %j missing', (value) => {
    expect(paiseOf(value, true)).toBe('missing');
  });

  it('reads every amount in the exact range written as text the same as written as a number', () => {
    const max = MAX_EXACT_PAISE;
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max }), (paise) => {
        const rupees = paiseToRupees(paise);
        const text = `${paise / 100n}.${String(paise % 100n).padStart(2, '0')}`;
        return paiseOf(rupees) === paise && paiseOf(text, true) === paise;
      }),
      { numRuns: 5_000 },
    );
  });

  it('never reads a double that is not whole paise as paise (it is refused, or it is exactly paise / 100)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e14, max: 1e14, noNaN: true }), (value) => {
        const reading = readRupees(value);
        if (!reading.ok) return true;
        return paiseToRupees(reading.paise) === value || (reading.paise === 0n && value === 0);
      }),
      { numRuns: 10_000 },
    );
  });
});
