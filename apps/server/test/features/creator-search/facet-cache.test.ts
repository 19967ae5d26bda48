import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatorSearchQuery } from '@amplio/shared/schemas/creator-search';
import type { CreatorSearchIndex, FacetCount } from '../../../src/features/creator-search/creator-search.repository';
import { FACET_CACHE_ENTRIES, withFacetCache } from '../../../src/features/creator-search/facet-cache';
import { createFakeClock } from '../../../src/lib/clock';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { searchableCreator } from './searchable-creator';

let t: TestApp;
let brand: Awaited<ReturnType<typeof signedInBrand>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { CREATOR_SEARCH_FACETS_TTL_MS: '5000' } });
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

interface Answer {
  data: { username: string }[];
  facets: Record<string, { value: string; count: number }[]>;
  next_cursor: string | null;
}
const search = async (query: string) => (await brand.agent.get(`/api/brands/creators?${query}`)).json() as Answer;
const countryCount = (answer: Answer, country: string) => answer.facets.country?.find((f) => f.value === country)?.count ?? 0;

describe('facet counts, counted once per few seconds for the same filters', () => {
  it('shares one count with every page and sort of a search, and never holds back the creators themselves', async () => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 3; i++) await searchableCreator(t, { word, country: 'India' });
    const first = await search(`q=${word}&per_page=2`);
    expect(countryCount(first, 'India')).toBe(3);

    const newcomer = await searchableCreator(t, { word, country: 'India' });
    const again = await search(`q=${word}&sort=newest&per_page=10`);
    // The creator is found at once; the count is the one made a second ago.
    expect(again.data.map((row) => row.username)).toContain(newcomer.username);
    expect(countryCount(again, 'India')).toBe(3);
    const nextPage = await search(`q=${word}&per_page=2&cursor=${first.next_cursor}`);
    expect(countryCount(nextPage, 'India')).toBe(3);

    // Other filters are another search, counted afresh.
    expect(countryCount(await search(`q=${word}&country=India`), 'India')).toBe(4);

    // Past the 5 s, the last count comes at once while a fresh one is made behind it; the next search has it.
    t.clock.advance(5_000);
    expect(countryCount(await search(`q=${word}&per_page=2`), 'India')).toBe(3);
    await expect.poll(async () => countryCount(await search(`q=${word}&per_page=2`), 'India')).toBe(4);

    // Past 30 s, a search waits for a fresh count.
    await searchableCreator(t, { word, country: 'India' });
    t.clock.advance(30_000);
    expect(countryCount(await search(`q=${word}&per_page=2`), 'India')).toBe(5);
  });
});

describe('withFacetCache', () => {
  function countingIndex(counts: () => Promise<FacetCount[]>) {
    const calls: TCreatorSearchQuery[] = [];
    const index = {
      facets: async ({ query }: { query: TCreatorSearchQuery }) => {
        calls.push(query);
        return counts();
      },
    } as unknown as CreatorSearchIndex;
    return { index, calls };
  }
  const today = '2026-11-27';

  it('counts once for requests that ask at the same time', async () => {
    const { index, calls } = countingIndex(() => new Promise((resolve) => setTimeout(() => resolve([]), 20)));
    const cached = withFacetCache(index, { ttlMs: 5_000, clock: createFakeClock(new Date()) });
    await Promise.all(Array.from({ length: 10 }, () => cached.facets({ price: null, query: { q: 'yoga' }, today })));
    expect(calls).toHaveLength(1);
  });

  it('keys on the filters and the day, not on the sort, the cursor or the page size', async () => {
    const { index, calls } = countingIndex(async () => []);
    const cached = withFacetCache(index, { ttlMs: 5_000, clock: createFakeClock(new Date()) });
    await cached.facets({ price: null, query: { q: 'yoga', city: 'Pune' }, today });
    await cached.facets({ price: null, query: { city: 'Pune', q: 'yoga', sort: 'followers', cursor: 'x', per_page: 5 }, today });
    expect(calls).toHaveLength(1);
    await cached.facets({ price: null, query: { q: 'yoga', city: 'Delhi' }, today });
    await cached.facets({ price: null, query: { q: 'yoga', city: 'Pune' }, today: '2026-11-28' });
    expect(calls).toHaveLength(3);
  });

  it('does not keep a failed count', async () => {
    let fail = true;
    const { index, calls } = countingIndex(async () => {
      if (fail) throw new Error('database away');
      return [];
    });
    const cached = withFacetCache(index, { ttlMs: 5_000, clock: createFakeClock(new Date()) });
    await expect(cached.facets({ price: null, query: {}, today })).rejects.toThrow('database away');
    fail = false;
    await expect(cached.facets({ price: null, query: {}, today })).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it(`keeps at most ${FACET_CACHE_ENTRIES} searches, dropping the least recently used`, async () => {
    const { index, calls } = countingIndex(async () => []);
    const cached = withFacetCache(index, { ttlMs: 60_000, clock: createFakeClock(new Date()) });
    await cached.facets({ price: null, query: { q: 'first' }, today });
    for (let i = 0; i < FACET_CACHE_ENTRIES; i++) {
      await cached.facets({ price: null, query: { q: `other ${i}` }, today });
      if (i === 10) await cached.facets({ price: null, query: { q: 'first' }, today });
    }
    await cached.facets({ price: null, query: { q: 'first' }, today });
    expect(calls).toHaveLength(1 + FACET_CACHE_ENTRIES);
    await cached.facets({ price: null, query: { q: 'other 0' }, today });
    expect(calls).toHaveLength(2 + FACET_CACHE_ENTRIES);
  });

  it('answers with the last count past the TTL while one fresh count runs, then with the fresh one', async () => {
    let value = 1;
    let release: () => void = () => {};
    const { index, calls } = countingIndex(
      () => new Promise((resolve) => (release = () => resolve([{ facet: 'country', value: 'IN', count: value }]))),
    );
    const clock = createFakeClock(new Date());
    const cached = withFacetCache(index, { ttlMs: 5_000, clock });
    const first = cached.facets({ price: null, query: {}, today });
    release();
    expect((await first)[0]?.count).toBe(1);
    value = 2;
    clock.advance(5_000);
    const stale = await Promise.all(Array.from({ length: 5 }, () => cached.facets({ price: null, query: {}, today })));
    expect(stale.map((rows) => rows[0]?.count)).toEqual([1, 1, 1, 1, 1]);
    expect(calls).toHaveLength(2);
    release();
    await expect.poll(async () => (await cached.facets({ price: null, query: {}, today }))[0]?.count).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('keeps the last count when a fresh one fails, and waits for a fresh count once the last is too old', async () => {
    let fail = false;
    const { index, calls } = countingIndex(async () => {
      if (fail) throw new Error('database away');
      return [{ facet: 'country', value: 'IN', count: calls.length }];
    });
    const clock = createFakeClock(new Date());
    const cached = withFacetCache(index, { ttlMs: 5_000, staleMs: 30_000, clock });
    expect((await cached.facets({ price: null, query: {}, today }))[0]?.count).toBe(1);
    fail = true;
    clock.advance(6_000);
    expect((await cached.facets({ price: null, query: {}, today }))[0]?.count).toBe(1);
    await expect.poll(() => calls.length).toBe(2);
    expect((await cached.facets({ price: null, query: {}, today }))[0]?.count).toBe(1);
    fail = false;
    clock.advance(30_000);
    expect((await cached.facets({ price: null, query: {}, today }))[0]?.count).toBe(calls.length);
    expect(calls.length).toBeGreaterThanOrEqual(3);
  });

  it('passes every call through when its time is 0', async () => {
    const { index } = countingIndex(async () => []);
    expect(withFacetCache(index, { ttlMs: 0, clock: createFakeClock(new Date()) })).toBe(index);
  });
});
