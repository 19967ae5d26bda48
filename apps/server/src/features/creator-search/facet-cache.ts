import type { TCreatorSearchQuery } from '@amplio/shared/schemas/creator-search';
import type { Clock } from '../../lib/clock';
import type { CreatorSearchIndex, FacetCount } from './creator-search.repository';

/** How many distinct searches' facet counts a node keeps at most; the least recently used goes first. */
export const FACET_CACHE_ENTRIES = 500;

/** The parts of a query that change its facet counts: every filter, not the sort, the page or its size. */
function facetKey(query: TCreatorSearchQuery, today: string): string {
  const { cursor: _cursor, sort: _sort, per_page: _perPage, ...filters } = query;
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([today, entries]);
}

/**
 * Facet counts are the costly part of a search (decision 037): every match is counted, where a page reads 25 rows.
 * This index counts each search's facets at most once per `ttlMs` per node and shares that count with every page and
 * sort of the same filters, and with requests that ask while it is being counted. After `ttlMs` and up to `staleMs`,
 * a request gets the last count at once while one fresh count runs behind it (stale while revalidating, as HTTP
 * caches do), so no searcher waits for a recount of a busy search; past `staleMs` a request waits for a fresh count.
 * A count is at most `staleMs` old; the creators on the page never are. `ttlMs` 0 turns it off.
 */
export function withFacetCache(index: CreatorSearchIndex, options: { ttlMs: number; staleMs?: number; clock: Clock }): CreatorSearchIndex {
  if (options.ttlMs <= 0) return index;
  const staleMs = Math.max(options.ttlMs, options.staleMs ?? options.ttlMs * FACET_STALE_FACTOR);
  const entries = new Map<string, { at: number; counts: Promise<FacetCount[]>; refreshing?: boolean }>();

  function count(key: string, input: Parameters<CreatorSearchIndex['facets']>[0], now: number) {
    const counts = index.facets(input);
    const entry = { at: now, counts };
    entries.set(key, entry);
    // A failed count is not kept: the next request counts again.
    counts.catch(() => entries.get(key) === entry && entries.delete(key));
    for (const oldest of entries.keys()) {
      if (entries.size <= FACET_CACHE_ENTRIES) break;
      entries.delete(oldest);
    }
    return entry;
  }

  return {
    ...index,
    facets(input) {
      const key = facetKey(input.query, input.today);
      const now = options.clock.now().getTime();
      const held = entries.get(key);
      entries.delete(key);
      if (held && now - held.at < options.ttlMs) {
        entries.set(key, held);
        return held.counts;
      }
      if (held && now - held.at < staleMs) {
        entries.set(key, held);
        if (!held.refreshing) {
          held.refreshing = true;
          const fresh = index.facets(input);
          fresh.then(
            () => {
              if (entries.get(key) === held) entries.set(key, { at: options.clock.now().getTime(), counts: fresh });
            },
            // The last count stays until it is too old; the next request past the TTL tries again.
            () => {
              held.refreshing = false;
            },
          );
        }
        return held.counts;
      }
      return count(key, input, now).counts;
    },
  };
}

/** How much older than the TTL a count may be served while a fresh one is made: 6 × 5 s by default. */
export const FACET_STALE_FACTOR = 6;
