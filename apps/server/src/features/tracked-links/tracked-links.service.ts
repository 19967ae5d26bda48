import type { FastifyBaseLogger } from 'fastify';
import { campaignSlug, isBotUserAgent, trackedDestination } from '@amplio/shared/domain/tracked-link';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createExpiringCache } from '../../lib/expiring-cache';
import { type ClickCounter, createClickCounter } from './click-counter';
import { ensureCreatorLinks, findLinkTarget } from './tracked-links.repository';

/** A link code as made (11 characters) or as any later length could be: anything else is unknown without a query. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;
/** How long a node reuses a link's target: a changed destination reaches every node within this time (decision 049). */
export const LINK_TARGET_TTL_MS = 30_000;

/**
 * Tracked links (issue 27 §2): the redirect's target (cached per node, unknown codes too), click counting through the
 * batching counter, and each creator's links.
 */
export function createTrackedLinksService(deps: {
  db: Db;
  clock: Clock;
  appUrl: string;
  logger?: FastifyBaseLogger;
  counter?: ClickCounter;
}) {
  const { db, clock, appUrl } = deps;
  const counter = deps.counter ?? createClickCounter({ db, clock, logger: deps.logger });
  const targets = createExpiringCache<string | null>({ ttlMs: LINK_TARGET_TTL_MS, maxEntries: 20_000, clock });

  async function targetOf(code: string): Promise<string | null> {
    if (!LINK_CODE_PATTERN.test(code)) return null;
    const known = targets.get(code);
    if (known !== undefined) return known;
    const found = await findLinkTarget(db, code);
    const url =
      found?.destinationUrl != null
        ? trackedDestination(found.destinationUrl, {
            campaignSlug: campaignSlug(found.productName, found.campaignId),
            creatorUsername: found.username ?? 'creator',
          })
        : null;
    targets.set(code, url);
    return url;
  }

  /** Where `/r/{code}` sends this visitor (null: unknown code), counting the click unless the user agent is a bot. */
  async function follow(input: { code: string; ip: string; userAgent: string | undefined }): Promise<string | null> {
    const url = await targetOf(input.code);
    if (url && !isBotUserAgent(input.userAgent)) counter.record({ code: input.code, ip: input.ip, userAgent: input.userAgent ?? '' });
    return url;
  }

  /** The creator's links by campaign id, making the missing ones. */
  async function linksOf(input: { creatorId: string }): Promise<Map<string, { code: string; url: string }>> {
    const codes = await ensureCreatorLinks(db, { creatorId: input.creatorId, now: clock.now() });
    return new Map([...codes].map(([campaignId, code]) => [campaignId, { code, url: `${appUrl}/r/${code}` }]));
  }

  return { follow, linksOf, counter, linkUrl: (code: string) => `${appUrl}/r/${code}` };
}
export type TrackedLinksService = ReturnType<typeof createTrackedLinksService>;
