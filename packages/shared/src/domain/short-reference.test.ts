import { describe, expect, it } from 'vitest';
import { shortReference } from './short-reference';

describe('shortReference', () => {
  it('keeps the first 8 letters or digits of an id, in capitals', () => {
    expect(shortReference('6f1c2b9e-4b7d-4c1e-9f3a-2b8d7e6c5a41')).toBe('6F1C2B9E');
    expect(shortReference('ab-cd-ef12-3456')).toBe('ABCDEF12');
    expect(shortReference('pout_sbx_1')).toBe('POUTSBX1');
  });
});
