import { COUNTRIES } from '@amplio/shared/constants/countries';
import { describe, expect, it } from 'vitest';
import { dialCodeOptions } from './dial-codes';

describe('dialCodeOptions', () => {
  const options = dialCodeOptions(COUNTRIES);

  it('offers each dial code once, named after its main country', () => {
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options).toContainEqual({ value: '+91', label: 'India (+91)' });
    expect(options).toContainEqual({ value: '+1', label: 'United States (+1)' });
    expect(options).toContainEqual({ value: '+44', label: 'United Kingdom (+44)' });
  });

  it('is sorted by country name, so typing a name finds it', () => {
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
