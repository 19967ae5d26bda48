import { BRAND_PROFILE_LIMITS } from '@amplio/shared/constants/brand-profiles';
import {
  BRAND_PROFILE_MESSAGES as M,
  type TBrandProfile,
  ZCreateBrandProfileRequest,
  ZUpdateBrandProfileRequest,
} from '@amplio/shared/schemas/brand-profiles';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { discardStoredFilesById } from '../../lib/uploads/discard-by-id';
import { fileUrl } from '../../lib/uploads/file-url';
import { discardStoredFiles, type StoredFile } from '../../lib/uploads/stored-files';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import {
  type BrandWithCount,
  countBrandCampaigns,
  countBrands,
  deleteBrand,
  findBrand,
  insertBrand,
  listBrands,
  lockBrand,
  lockBrandAccount,
  updateBrand,
} from './brand-profiles.repository';
import { isUuid } from '@amplio/shared/domain/uuid';

export const brandNotFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });

export function toBrandProfile(row: BrandWithCount): TBrandProfile {
  return {
    id: row.id,
    name: row.name,
    logo_url: fileUrl(row.logoFileId),
    website: row.website,
    industry: row.industry,
    description: row.description,
    campaigns_count: row.campaignsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createBrandProfilesService(deps: { db: Db; storage: Storage; clock: Clock }) {
  const { db, storage, clock } = deps;

  /** Runs `work`; an uploaded logo is deleted (row and bytes) unless `work` stored it on a brand. */
  async function keepingLogo<T>(logo: StoredFile | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (logo) await discardStoredFiles({ db, storage, files: [logo] });
      throw err;
    }
  }

  /** The caller's brand, or 404 for a missing one or another account's (ids cannot be probed). */
  async function ownBrand(input: { db?: DbOrTx; userId: string; brandId: string }) {
    const row = isUuid(input.brandId) ? await findBrand(input.db ?? db, { id: input.brandId, userId: input.userId }) : undefined;
    if (!row) throw brandNotFound();
    return row;
  }

  return {
    ownBrand,

    async list(input: { userId: string }) {
      const rows = await listBrands(db, input.userId);
      return {
        data: rows.map(toBrandProfile),
        current_page: 1,
        per_page: BRAND_PROFILE_LIMITS.perAccountMax,
        total: rows.length,
        last_page: 1,
      };
    },

    async get(input: { userId: string; brandId: string }) {
      return { data: toBrandProfile(await ownBrand(input)) };
    },

    async create(input: { userId: string; body: unknown; logo?: StoredFile }) {
      return keepingLogo(input.logo, async () => {
        const values = parseOrThrow(ZCreateBrandProfileRequest, input.body);
        const row = await db.transaction(async (tx) => {
          await lockBrandAccount(tx, input.userId);
          if ((await countBrands(tx, input.userId)) >= BRAND_PROFILE_LIMITS.perAccountMax) {
            throw new AppError({ code: 'too_many_brands', status: 409, message: M.tooMany });
          }
          return insertBrand(tx, { ...values, userId: input.userId, logoFileId: input.logo?.id ?? null, now: clock.now() });
        });
        return { message: M.created, data: toBrandProfile({ ...row, campaignsCount: 0 }) };
      });
    },

    async update(input: { userId: string; brandId: string; body: unknown; logo?: StoredFile }) {
      return keepingLogo(input.logo, async () => {
        const existing = await ownBrand(input);
        const { remove_logo, ...values } = parseOrThrow(ZUpdateBrandProfileRequest, input.body);
        const logoFileId = input.logo ? input.logo.id : remove_logo ? null : existing.logoFileId;
        const row = await updateBrand(db, { id: existing.id, userId: input.userId, values: { ...values, logoFileId }, now: clock.now() });
        if (!row) throw brandNotFound();
        if (existing.logoFileId && existing.logoFileId !== logoFileId) {
          await discardStoredFilesById({ db, storage, ids: [existing.logoFileId] });
        }
        return { message: M.updated, data: toBrandProfile({ ...row, campaignsCount: existing.campaignsCount }) };
      });
    },

    /** Deletes a brand no campaign uses (409 with the count otherwise), and its logo. */
    async remove(input: { userId: string; brandId: string; actor: AuditActor }) {
      if (!isUuid(input.brandId)) throw brandNotFound();
      const removed = await db.transaction(async (tx) => {
        const row = await lockBrand(tx, { id: input.brandId, userId: input.userId });
        if (!row) throw brandNotFound();
        const campaigns = await countBrandCampaigns(tx, row.id);
        if (campaigns > 0) throw new AppError({ code: 'brand_in_use', status: 409, message: M.inUse(campaigns) });
        await deleteBrand(tx, { id: row.id, userId: input.userId });
        await recordAudit({
          tx,
          actor: input.actor,
          at: clock.now(),
          action: 'brand_profile.deleted',
          entityType: 'brand',
          entityId: row.id,
          data: { name: row.name },
        });
        return row;
      });
      if (removed.logoFileId) await discardStoredFilesById({ db, storage, ids: [removed.logoFileId] });
      return { message: M.deleted };
    },
  };
}

export type BrandProfilesService = ReturnType<typeof createBrandProfilesService>;
