import { randomUUID } from 'node:crypto';
import { isUuid } from '@amplio/shared/domain/uuid';
import {
  averageShown,
  RATING_LIMITS as L,
  RATING_MESSAGES as M,
  type TBrandReliability,
  type TRating,
  ZRatingRequest,
} from '@amplio/shared/schemas/ratings';
import type { Db } from '../../db/client';
import type { CollaborationRatingRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, uniqueViolationConstraint } from '../../lib/errors';
import { createExpiringCache } from '../../lib/expiring-cache';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import {
  brandReviewRecords,
  findRating,
  insertRating,
  lockRatedScript,
  type RatingSide,
  sumRatings,
  updateRating,
} from './ratings.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });

/** A user's average from the other side's ratings: shown from 3 ratings on, with the count always. */
export interface RatingSummary {
  rating: number | null;
  ratings_count: number;
}

function ratingView(row: CollaborationRatingRow): TRating {
  return {
    stars: row.stars,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable_until: new Date(row.createdAt.getTime() + L.editableDays * DAY_MS).toISOString(),
  };
}

/** Who a side is on a script: the brand rates the creator, the creator rates the brand. */
const raterAndRatee = (script: { creatorId: string; brandUserId: string }, side: RatingSide) =>
  side === 'brand' ? { rater: script.brandUserId, ratee: script.creatorId } : { rater: script.creatorId, ratee: script.brandUserId };

/**
 * How long a brand's record may answer from memory. Every creator's discovery page shows the record of up to ten
 * brands, and working it out reads all of a brand's scripts (a median over thousands at scale: most of the page's
 * database time). A record a minute old misleads nobody; a rating given on this node shows at once.
 */
export const BRAND_RELIABILITY_TTL_MS = 60_000;

export function createRatingsService(deps: { db: Db; clock: Clock; reliabilityTtlMs?: number }) {
  const { db, clock } = deps;
  const reliabilityByBrand = createExpiringCache<TBrandReliability>({
    ttlMs: deps.reliabilityTtlMs ?? BRAND_RELIABILITY_TTL_MS,
    maxEntries: 10_000,
    clock,
  });

  /** Each brand's record worked out from its scripts and the ratings creators gave it. */
  async function workOutReliability(ids: string[]): Promise<Map<string, TBrandReliability>> {
    const [records, ratings] = await Promise.all([brandReviewRecords(db, ids), summaries({ rateeIds: ids, fromSide: 'creator' })]);
    const byBrand = new Map(records.map((r) => [r.brandUserId, r]));
    return new Map(
      ids.map((id) => {
        const r = byBrand.get(id);
        const decisions = (r?.rejections ?? 0) + (r?.approvals ?? 0);
        return [
          id,
          {
            median_decision_hours: r?.medianHours == null ? null : Math.round(Number(r.medianHours) * 10) / 10,
            rejected_share: decisions === 0 ? null : Math.round(((r?.rejections ?? 0) / decisions) * 100) / 100,
            creators_paid: r?.creatorsPaid ?? 0,
            ...(ratings.get(id) ?? { rating: null, ratings_count: 0 }),
          },
        ];
      }),
    );
  }

  /** Each user's average from the other side (`fromSide` rated them). */
  async function summaries(input: { rateeIds: string[]; fromSide: RatingSide }): Promise<Map<string, RatingSummary>> {
    const rows = await sumRatings(db, input);
    const map = new Map<string, RatingSummary>();
    for (const id of input.rateeIds) map.set(id, { rating: null, ratings_count: 0 });
    for (const row of rows) map.set(row.rateeId, { rating: averageShown(row.sum, row.count), ratings_count: row.count });
    return map;
  }

  return {
    /**
     * Rates the other side of a completed collaboration: 201 the first time, 200 for a change within 14 days of it,
     * 409 after. Another user's script, or one that does not exist, is a 404.
     */
    async rate(input: { side: RatingSide; userId: string; scriptId: string; body: unknown; actor: AuditActor }) {
      const body = parseOrThrow(ZRatingRequest, input.body);
      if (!isUuid(input.scriptId)) throw notFound();
      let ratee: string | undefined;
      try {
        return await db.transaction(async (tx) => {
          const script = await lockRatedScript(tx, input.scriptId);
          if (!script || raterAndRatee(script, input.side).rater !== input.userId) throw notFound();
          ratee = raterAndRatee(script, input.side).ratee;
          if (script.closedReason !== 'completed') throw new AppError({ code: 'not_completed', status: 409, message: M.notCompleted });
          const now = clock.now();
          const existing = await findRating(tx, { scriptId: script.id, side: input.side });
          const comment = body.comment || null;
          if (existing) {
            if (now.getTime() > existing.createdAt.getTime() + L.editableDays * DAY_MS) {
              throw new AppError({ code: 'rating_locked', status: 409, message: M.editClosed });
            }
            const row = await updateRating(tx, existing.id, { stars: body.stars, comment, updatedAt: now });
            await recordAudit({ tx, actor: input.actor, at: now, action: 'rating.changed', entityType: 'script', entityId: script.id });
            return { status: 200, answer: { success: true as const, message: 'Rating updated.', data: ratingView(row) } };
          }
          const row = await insertRating(tx, {
            id: randomUUID(),
            scriptId: script.id,
            raterSide: input.side,
            raterUserId: input.userId,
            rateeUserId: raterAndRatee(script, input.side).ratee,
            stars: body.stars,
            comment,
            createdAt: now,
            updatedAt: now,
          });
          await recordAudit({ tx, actor: input.actor, at: now, action: 'rating.given', entityType: 'script', entityId: script.id });
          return {
            status: 201,
            answer: {
              success: true as const,
              message: `Thanks: your rating is saved. You can change it for ${L.editableDays} days.`,
              data: ratingView(row),
            },
          };
        });
      } catch (err) {
        // Two first ratings at once: the second is told to try again, which then changes the first.
        if (uniqueViolationConstraint(err) === 'collaboration_ratings_one_per_side') {
          throw new AppError({
            code: 'rating_conflict',
            status: 409,
            message: 'Your rating was just saved from elsewhere. Reload to see it.',
          });
        }
        throw err;
      } finally {
        // The brand's record shows the new rating at once on this node (other nodes within the record's minute).
        if (ratee) reliabilityByBrand.delete(ratee);
      }
    },

    /** The caller's own rating on a script, or null; 404 for someone else's script. */
    async mine(input: { side: RatingSide; userId: string; scriptId: string }): Promise<{ success: true; data: TRating | null }> {
      if (!isUuid(input.scriptId)) throw notFound();
      const script = await lockRatedScript(db, input.scriptId);
      if (!script || raterAndRatee(script, input.side).rater !== input.userId) throw notFound();
      const row = await findRating(db, { scriptId: script.id, side: input.side });
      return { success: true, data: row ? ratingView(row) : null };
    },

    /** Each brand's reliability as creators see it (issue 23 §4), by the brand owner's user id. */
    async brandReliability(brandUserIds: string[]): Promise<Map<string, TBrandReliability>> {
      const ids = [...new Set(brandUserIds)];
      const known = new Map<string, TBrandReliability>();
      for (const id of ids) {
        const record = reliabilityByBrand.get(id);
        if (record) known.set(id, record);
      }
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length > 0) {
        for (const [id, record] of await workOutReliability(missing)) {
          reliabilityByBrand.set(id, record);
          known.set(id, record);
        }
      }
      return new Map(ids.map((id) => [id, known.get(id)!]));
    },

    summaries,
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
