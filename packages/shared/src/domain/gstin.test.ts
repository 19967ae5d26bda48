import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GSTIN_PATTERN, gstinCheckCharacter, isValidGstin, PAN_PATTERN } from './gstin';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The shape of a GSTIN's first 14 characters. */
const first14 = fc
  .tuple(
    fc.integer({ min: 1, max: 38 }),
    fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/),
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([state, pan, entity]) => `${String(state).padStart(2, '0')}${pan}${entity}Z`);

describe('GSTIN check character', () => {
  it('accepts real, published GSTINs', () => {
    // Published examples: a Maharashtra partnership and a Karnataka company.
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses a GSTIN whose check character is wrong', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z5')).toBe(false);
  });

  it('refuses the wrong shape even with a fitting check character', () => {
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F0ZV')).toBe(false);
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
  });

  it('property: the computed check character always validates, and every other one is refused', () => {
    fc.assert(
      fc.property(first14, fc.constantFrom(...ALPHABET), (head, other) => {
        const check = gstinCheckCharacter(head)!;
        expect(GSTIN_PATTERN.test(head + check)).toBe(true);
        expect(isValidGstin(head + check)).toBe(true);
        if (other !== check) expect(isValidGstin(head + other)).toBe(false);
      }),
    );
  });

  it('property: changing any one of the first 14 characters is caught', () => {
    fc.assert(
      fc.property(first14, fc.integer({ min: 0, max: 13 }), fc.constantFrom(...ALPHABET), (head, at, replacement) => {
        fc.pre(head[at] !== replacement);
        const gstin = head + gstinCheckCharacter(head);
        const changed = gstin.slice(0, at) + replacement + gstin.slice(at + 1);
        expect(isValidGstin(changed)).toBe(false);
      }),
    );
  });
});

describe('PAN format', () => {
  it('is five letters, four digits and a letter', () => {
    expect(PAN_PATTERN.test('ABCDE1234F')).toBe(true);
    for (const bad of ['ABCD1234F', 'ABCDE12345', 'abcde1234f', 'ABCDE1234FG', '1BCDE1234F']) expect(PAN_PATTERN.test(bad)).toBe(false);
  });
});
