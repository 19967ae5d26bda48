import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createExpiringCache } from '../../lib/expiring-cache';
import {
  countDiscoverableCampaigns,
  countInvitedUnlistedCampaigns,
  type DiscoverableFilter,
  type DiscoveredRow,
  pageOfDiscoverableCampaigns,
} from './campaigns.repository';

/** How long a counted total may answer for later pages of the same search (decision 028). */
export const DISCOVERABLE_TOTAL_TTL_MS = 2_000;

/**
 * Discovery's pages with their total. The rows are always read fresh. The total is exact whenever the page itself
 * shows it (a short or empty first page, or the last page); only a full page with more after it needs a count of
 * every match, and that count is kept for a couple of seconds per search, as long as it still agrees with the page.
 */
export function createDiscoverablePages(input: { db: Db; clock: Clock; totalTtlMs?: number }) {
  const { db } = input;
  const totals = createExpiringCache<number>({
    ttlMs: input.totalTtlMs ?? DISCOVERABLE_TOTAL_TTL_MS,
    maxEntries: 500,
    clock: input.clock,
  });

  return {
    async list(filter: DiscoverableFilter): Promise<{ rows: DiscoveredRow[]; total: number }> {
      const fetched = await pageOfDiscoverableCampaigns(db, filter);
      const rows = fetched.slice(0, filter.limit);
      const hasMore = fetched.length > filter.limit;
      if (!hasMore && (rows.length > 0 || filter.offset === 0)) return { rows, total: filter.offset + rows.length };

      // The listed campaigns are the same for every creator with the same facts, and their count is kept; the few a
      // creator's invitations add are counted fresh, per creator.
      const invited = filter.creatorId ? await countInvitedUnlistedCampaigns(db, { ...filter, creatorId: filter.creatorId }) : 0;
      const key = JSON.stringify([filter.platform ?? null, filter.search ?? null, filter.creator ?? null]);
      const cached = totals.get(key);
      // A page past the end (no rows) or a count the page already contradicts is counted again.
      if (cached !== undefined && hasMore && cached + invited >= filter.offset + fetched.length) return { rows, total: cached + invited };
      const listed = await countDiscoverableCampaigns(db, filter);
      totals.set(key, listed);
      return { rows, total: listed + invited };
    },
  };
}
