import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts canonical UUIDs in either case', () => {
    expect(isUuid('0b9f3c52-1d2e-4f60-9a7b-3c4d5e6f7a8b')).toBe(true);
    expect(isUuid('0B9F3C52-1D2E-4F60-9A7B-3C4D5E6F7A8B')).toBe(true);
  });

  it('rejects ids one character short or long, without dashes, or with other characters', () => {
    expect(isUuid('0b9f3c52-1d2e-4f60-9a7b-3c4d5e6f7a8')).toBe(false);
    expect(isUuid('0b9f3c52-1d2e-4f60-9a7b-3c4d5e6f7a8bc')).toBe(false);
    expect(isUuid('0b9f3c521d2e4f609a7b3c4d5e6f7a8b')).toBe(false);
    expect(isUuid('0b9f3c52-1d2e-4f60-9a7b-3c4d5e6f7a8g')).toBe(false);
    expect(isUuid("' OR 1=1 --")).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isUuid(undefined)).toBe(false);
    expect(isUuid(42)).toBe(false);
    expect(isUuid(['0b9f3c52-1d2e-4f60-9a7b-3c4d5e6f7a8b'])).toBe(false);
  });
});
