import { BRAND_COMPANY_MESSAGES as M, type TBrandCompany, ZBrandCompanyRequest } from '@amplio/shared/schemas/brand-company';
import type { Db } from '../../db/client';
import type { BrandCompanyRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { findBrandCompany, upsertBrandCompany } from './brand-company.repository';

const EMPTY: TBrandCompany = { legal_name: null, address: null, city: null, postal_code: null, state: null, gstin: null, updated_at: null };

function toBrandCompany(row: BrandCompanyRow | undefined): TBrandCompany {
  if (!row) return EMPTY;
  return {
    legal_name: row.legalName,
    address: row.address,
    city: row.city,
    postal_code: row.postalCode,
    state: row.state,
    gstin: row.gstin,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The brand account's company details for billing (issue 25): legal name, address, state, optional GSTIN. */
export function createBrandCompanyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async get(input: { userId: string }) {
      return { success: true as const, data: toBrandCompany(await findBrandCompany(db, input.userId)) };
    },

    /** Replaces the details; the audit entry names the fields that changed. */
    async save(input: { userId: string; body: unknown; actor: AuditActor }) {
      const v = parseOrThrow(ZBrandCompanyRequest, input.body);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const before = toBrandCompany(await findBrandCompany(tx, input.userId));
        const saved = await upsertBrandCompany(tx, {
          userId: input.userId,
          legalName: v.legal_name,
          address: v.address,
          city: v.city,
          postalCode: v.postal_code,
          state: v.state,
          gstin: v.gstin,
          updatedAt: now,
        });
        const after = toBrandCompany(saved);
        const changed = (Object.keys(after) as (keyof TBrandCompany)[]).filter((k) => k !== 'updated_at' && before[k] !== after[k]);
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'brand_company.saved',
          entityType: 'user',
          entityId: input.userId,
          data: { changed },
        });
        return saved;
      });
      return { success: true as const, message: M.saved, data: toBrandCompany(row) };
    },
  };
}
