import { describe, expect, it } from 'vitest';
import { suggestTimezone, timezoneFitsCountry } from './timezone-suggestion';

describe('suggestTimezone', () => {
  it('preselects the only zone of a single-zone country, whatever the browser says', () => {
    expect(suggestTimezone('IN', 'Europe/Berlin')).toBe('Asia/Kolkata');
    expect(suggestTimezone('JP', '')).toBe('Asia/Tokyo');
  });

  it("suggests the browser's zone when it is one of the country's zones", () => {
    expect(suggestTimezone('US', 'America/Denver')).toBe('America/Denver');
  });

  it("suggests nothing for a several-zone country when the browser's zone is not one of them", () => {
    expect(suggestTimezone('US', 'Asia/Kolkata')).toBe('');
    expect(suggestTimezone('US', '')).toBe('');
  });

  it('suggests nothing for a country with none of the listed zones', () => {
    expect(suggestTimezone('DE', 'Europe/Berlin')).toBe('');
  });
});

describe('timezoneFitsCountry', () => {
  it('tells a zone of the country from one that is not', () => {
    expect(timezoneFitsCountry('US', 'America/Chicago')).toBe(true);
    expect(timezoneFitsCountry('IN', 'America/Chicago')).toBe(false);
  });
});
