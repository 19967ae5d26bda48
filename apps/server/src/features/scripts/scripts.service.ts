import { randomUUID } from 'node:crypto';
import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { computeDynamicPrice, type DynamicPrice } from '@amplio/shared/domain/dynamic-price';
import { paiseToRupees, rupeesToPaise } from '@amplio/shared/domain/money';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import {
  SAVED_SCRIPT_STATUS,
  SCRIPT_LIMITS,
  SCRIPT_MESSAGES as M,
  type TCreatorCampaign,
  type TSaveScriptResponse,
  type TScript,
  ZSaveScriptRequest,
} from '@amplio/shared/schemas/scripts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError, uniqueViolationConstraint } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import type { LedgerService } from '../ledger/ledger.service';
import type { SocialAccountsService } from '../social-accounts/social-accounts.service';
import {
  type CampaignForScript,
  findCreatorScript,
  findOpenScript,
  findRejectedOutScript,
  insertScript,
  listCreatorCampaigns,
  listCreatorScripts,
  lockCampaignForScript,
  type ScriptWithCampaign,
} from './scripts.repository';
import { isUuid } from '@amplio/shared/domain/uuid';

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });
const alreadyOpen = () => new AppError({ code: 'script_exists', status: 409, message: M.alreadyOpen });
const rejectedOut = () => new AppError({ code: 'campaign_rejected_out', status: 409, message: M.rejectedOut });
const invalidCampaign = () => fieldError('campaign_id', M.invalidCampaign);

export function scriptView(row: ScriptWithCampaign): TScript {
  return {
    id: row.id,
    script: row.script,
    title: row.title,
    description: row.description,
    productName: row.productName ?? 'Campaign',
    brand_id: row.brandId,
    brand_name: row.brandName,
    campaign_id: row.campaignId,
    status: row.status,
    platform: row.platform as CampaignPlatform | null,
    dynamic_price: paiseToRupees(row.reservedPaise),
    rejection_count: row.rejectionCount,
    script_rejected_remarks: row.scriptRejectedRemarks,
    video_path: row.videoPath,
    post_link: row.postLink,
    created_at: row.createdAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    rejected_remarks: row.rejectedRemarks,
    rejected_post_remarks: row.rejectedPostRemarks,
    rejected_at: row.rejectedAt?.toISOString() ?? null,
    auto_approve_at: row.autoApproveAt?.toISOString() ?? null,
    creator_due_at: row.creatorDueAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    closed_reason: row.closedReason,
  };
}

/**
 * The price saving reserves: on the platform the creator asked for, or else the highest of the creator's prices on
 * the campaign's platforms they have an account on (what discovery shows first); with no such account, the
 * campaign's compensation (spec 3 §9). See docs/decisions/020-script-reservations.md.
 */
function choosePrice(campaign: CampaignForScript, links: TSocialLink[], platform: CampaignPlatform | undefined) {
  const terms = {
    compensation: paiseToRupees(campaign.compensationPaise!),
    priceCap: campaign.priceCapPaise === null ? null : paiseToRupees(campaign.priceCapPaise),
  };
  const platforms = campaign.platform as CampaignPlatform[];
  if (platform && !platforms.includes(platform)) throw fieldError('platform', M.platformInvalid);
  const candidates = (platform ? [platform] : platforms).map((p) => {
    const link = links.find((l) => l.platform === p);
    return { platform: link ? p : null, price: computeDynamicPrice({ platform: p, metrics: link ?? null, ...terms }) };
  });
  const withAccount = candidates.filter((c) => c.platform !== null);
  const pool = withAccount.length ? withAccount : candidates;
  return pool.reduce<{ platform: CampaignPlatform | null; price: DynamicPrice } | undefined>(
    (best, c) => (!best || c.price.price > best.price.price ? c : best),
    undefined,
  )!;
}

export function createScriptsService(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transfer'>;
  socialAccounts: Pick<SocialAccountsService, 'list'>;
}) {
  const { db, clock, ledger, socialAccounts } = deps;

  return {
    /**
     * POST /api/campaigns/save-script. One transaction: lock the campaign, check a creator may take it (active, funded,
     * the brand sent), refuse a second open script, price it on the server, insert the script and reserve the price
     * from the escrow. A refused reservation (409) rolls the script back with it.
     */
    async save(input: { userId: string; body: unknown; actor: AuditActor }): Promise<TSaveScriptResponse> {
      const body = parseOrThrow(ZSaveScriptRequest, input.body);
      if (!isUuid(body.campaign_id)) throw invalidCampaign();
      const links = (await socialAccounts.list({ userId: input.userId })).data;
      const id = randomUUID();
      const now = clock.now();
      try {
        return await answerWithEffect(db, async (tx) => {
          const campaign = await lockCampaignForScript(tx, body.campaign_id);
          if (campaign?.status !== 'active' || campaign.brandId !== body.brand_id) throw invalidCampaign();
          if (await findOpenScript(tx, { creatorId: input.userId, campaignId: campaign.id })) throw alreadyOpen();
          // Spec 3 §9 allows 3 rejections: once the brand has used them, a new script would start the count again.
          if (await findRejectedOutScript(tx, { creatorId: input.userId, campaignId: campaign.id })) throw rejectedOut();
          const chosen = choosePrice(campaign, links, body.platform);
          const reservedPaise = rupeesToPaise(chosen.price.price);
          const row = await insertScript(tx, {
            id,
            creatorId: input.userId,
            campaignId: campaign.id,
            brandId: campaign.brandId,
            brandUserId: campaign.userId,
            platform: chosen.platform,
            title: body.title || null,
            description: body.description || null,
            script: body.script,
            status: SAVED_SCRIPT_STATUS,
            reservedPaise,
            createdAt: now,
            updatedAt: now,
          });
          try {
            await ledger.transfer({
              tx,
              actor: input.actor,
              debit: { kind: 'campaign_escrow', ownerId: campaign.id },
              credit: { kind: 'script_reservation', ownerId: id, campaignId: campaign.id },
              amountPaise: reservedPaise,
              kind: 'reservation',
              refType: 'script',
              refId: id,
              idempotencyKey: `reservation:${id}`,
            });
          } catch (err) {
            if (err instanceof InsufficientFundsError) {
              throw new AppError({ code: 'escrow_insufficient', status: 409, message: M.escrowShort(chosen.price.price) });
            }
            throw err;
          }
          await recordAudit({
            tx,
            actor: input.actor,
            at: now,
            action: 'script.saved',
            entityType: 'script',
            entityId: id,
            data: {
              campaignId: campaign.id,
              platform: chosen.platform,
              reservedPaise: reservedPaise.toString(),
              sentPrice: body.dynamic_price ?? null,
            },
          });
          const price = chosen.price.price;
          const adjusted = body.dynamic_price !== undefined && body.dynamic_price !== price;
          return {
            success: true as const,
            message: adjusted ? M.priceAdjusted(body.dynamic_price!, price) : M.saved(price),
            price_adjusted: adjusted,
            dynamic_price: price,
            data: scriptView({ ...row, productName: campaign.productName, brandName: campaign.brandName }),
          };
        });
      } catch (err) {
        if (uniqueViolationConstraint(err) === 'scripts_one_open_per_creator_campaign') throw alreadyOpen();
        throw err;
      }
    },

    /** GET /api/creator/scripts: the creator's scripts, newest first (the first is the current one). */
    async list(input: { userId: string }) {
      const rows = await listCreatorScripts(db, { creatorId: input.userId, limit: SCRIPT_LIMITS.listMax });
      return { success: true as const, data: rows.map(scriptView) };
    },

    /** One of the creator's scripts; another creator's answers 404 like one that does not exist. */
    async get(input: { userId: string; id: string }) {
      const row = isUuid(input.id) ? await findCreatorScript(db, { id: input.id, creatorId: input.userId }) : undefined;
      if (!row) throw notFound();
      return { success: true as const, data: scriptView(row) };
    },

    /** GET /api/creator/campaigns: the campaigns the creator has a script for, in the dashboard's row fields. */
    async campaigns(input: { userId: string }): Promise<{ success: true; data: TCreatorCampaign[] }> {
      const rows = await listCreatorCampaigns(db, { creatorId: input.userId, limit: SCRIPT_LIMITS.listMax });
      return {
        success: true,
        data: rows.map((r) => ({
          id: r.campaignId,
          product_name: r.productName ?? 'Campaign',
          brand_name: r.brandName,
          end_date: r.endDate,
          campaign_status: r.campaignStatus,
          script_id: r.scriptId,
          script_status: r.scriptStatus,
          creator_upload: r.videoPath ? 'uploaded' : 'not uploaded',
          views: null,
          likes: null,
          dynamic_price: paiseToRupees(r.reservedPaise),
        })),
      };
    },
  };
}

export type ScriptsService = ReturnType<typeof createScriptsService>;
