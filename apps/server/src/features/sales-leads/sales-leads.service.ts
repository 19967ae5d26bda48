import { PLAN_CAMPAIGN_LIMITS } from '@amplio/shared/constants/billing';
import { paiseToRupees, rupeesToPaise } from '@amplio/shared/domain/money';
import { isUuid } from '@amplio/shared/domain/uuid';
import {
  ENTERPRISE_MESSAGES,
  SALES_LEAD_LIMITS,
  SALES_LEAD_MESSAGES,
  type TEnterpriseResponse,
  type TOpsSalesLead,
  ZEnterpriseRequest,
  ZSalesLeadRequest,
} from '@amplio/shared/schemas/sales-leads';
import type { Db } from '../../db/client';
import type { BrandBillingRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { lockBrandBilling } from '../../lib/money-locks';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { billingState } from '../billing/billing-state';
import { findBrandUser, insertLead, listLeads, setEnterpriseTerms } from './sales-leads.repository';

const HOUR_MS = 3_600_000;
/** The console lists the newest leads; older ones stay in the table. */
const LIST_MAX = 200;

const priceOf = (row: BrandBillingRow | null) => (row?.pricePaiseOverride ? paiseToRupees(row.pricePaiseOverride) : null);
/** The account's plan now (a trial past its end reads as lapsed); a brand without a row gets the trial when it first needs one. */
function planOf(row: BrandBillingRow | null, now: Date) {
  if (!row) return { plan: 'trial' as const, status: 'trialing' as const, campaign_limit: PLAN_CAMPAIGN_LIMITS.trial };
  const state = billingState(row, now);
  return { plan: state.plan, status: state.status, campaign_limit: state.campaignLimit };
}

/**
 * Enterprise is arranged with sales (issue 26 §2): a signed-in brand sends a lead, operators read them in the console
 * and put an account on Enterprise with its own monthly price and active-campaign limit.
 */
export function createSalesLeadsService(deps: { db: Db; clock: Clock; limiter: RateLimiter }) {
  const { db, clock, limiter } = deps;
  return {
    async create(input: { userId: string; body: unknown; actor: AuditActor }) {
      const v = parseOrThrow(ZSalesLeadRequest, input.body);
      const hit = await limiter.hit(`sales-leads:${input.userId}`, { limit: SALES_LEAD_LIMITS.perHour, windowMs: HOUR_MS });
      if (!hit.allowed) {
        throw new AppError({
          code: 'rate_limited',
          status: 429,
          message: SALES_LEAD_MESSAGES.tooMany,
          extra: { retry_after: Math.ceil(hit.retryAfterMs / 1000) },
        });
      }
      const at = clock.now();
      const lead = await db.transaction(async (tx) => {
        const row = await insertLead(tx, {
          userId: input.userId,
          name: v.name,
          email: v.email,
          company: v.company,
          monthlyCampaigns: v.monthly_campaigns,
          message: v.message,
          at,
        });
        await recordAudit({ tx, actor: input.actor, at, action: 'sales_lead.created', entityType: 'sales_lead', entityId: row.id });
        return row;
      });
      return { success: true as const, message: SALES_LEAD_MESSAGES.sent, data: { id: lead.id } };
    },

    async list(): Promise<{ success: true; data: TOpsSalesLead[] }> {
      const rows = await listLeads(db, { limit: LIST_MAX });
      const now = clock.now();
      return {
        success: true,
        data: rows.map(({ lead, user, billing }) => ({
          id: lead.id,
          name: lead.name,
          email: lead.email,
          company: lead.company,
          monthly_campaigns: lead.monthlyCampaigns,
          message: lead.message,
          created_at: lead.createdAt.toISOString(),
          brand:
            user && user.userType === 'brand'
              ? {
                  user_id: user.id,
                  name: user.name,
                  email: user.email,
                  ...planOf(billing, now),
                  price: priceOf(billing),
                }
              : null,
        })),
      };
    },

    /**
     * Puts a brand account on Enterprise, active, with its own price (rupees in, paise stored) and limit (null:
     * unlimited), under its billing lock (lib/money-locks.ts), audited with the row before and after. Moves no money:
     * the price is what its renewals charge.
     */
    async putOnEnterprise(input: { userId: string; body: unknown; actor: AuditActor }): Promise<TEnterpriseResponse> {
      const notABrand = () => new AppError({ code: 'not_found', status: 404, message: ENTERPRISE_MESSAGES.notABrand });
      if (!isUuid(input.userId)) throw notABrand();
      const v = parseOrThrow(ZEnterpriseRequest, input.body);
      const pricePaise = rupeesToPaise(v.price);
      const now = clock.now();
      // The answer commits with the change, so a retried click under the same Idempotency-Key replays it.
      return answerWithEffect(db, async (tx) => {
        if (!(await findBrandUser(tx, input.userId))) throw notABrand();
        const before = await lockBrandBilling(tx, { userId: input.userId, now });
        const after = await setEnterpriseTerms(tx, { userId: input.userId, pricePaise, campaignLimit: v.campaign_limit, now });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'billing.enterprise_set',
          entityType: 'user',
          entityId: input.userId,
          data: {
            from: {
              plan: before.plan,
              status: before.status,
              price_paise: before.pricePaiseOverride?.toString() ?? null,
              campaign_limit: before.campaignLimitOverride,
            },
            to: { plan: 'enterprise', status: 'active', price_paise: pricePaise.toString(), campaign_limit: v.campaign_limit },
          },
        });
        return {
          success: true as const,
          message: ENTERPRISE_MESSAGES.done,
          data: {
            user_id: after.userId,
            plan: after.plan,
            status: after.status,
            price: paiseToRupees(pricePaise),
            campaign_limit: after.campaignLimitOverride,
          },
        };
      });
    },
  };
}

export type SalesLeadsService = ReturnType<typeof createSalesLeadsService>;
