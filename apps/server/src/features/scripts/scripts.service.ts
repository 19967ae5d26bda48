import { randomUUID } from 'node:crypto';
import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { paiseToRupees, rupeesToPaise } from '@amplio/shared/domain/money';
import { SCRIPT_CLOSED_MESSAGES } from '@amplio/shared/schemas/review';
import {
  SAVED_SCRIPT_STATUS,
  SUBMITTED_SCRIPT_STATUS,
  type TResubmitScriptResponse,
  ZResubmitScriptRequest,
  SCRIPT_LIMITS,
  SCRIPT_MESSAGES as M,
  type TCreatorCampaign,
  type TSaveScriptResponse,
  type TScript,
  ZSaveScriptRequest,
} from '@amplio/shared/schemas/scripts';
import { COLLABORATION_MESSAGES } from '@amplio/shared/schemas/collaborations';
import type { Db, DbOrTx } from '../../db/client';
import type { ScriptRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { creatorPriceOn } from '../../lib/creator-price';
import { AppError, fieldError, uniqueViolationConstraint } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import type { CollaborationsService } from '../collaborations/collaborations.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { SocialAccountsService } from '../social-accounts/social-accounts.service';
import {
  findCreatorScript,
  findOpenScript,
  findCompletedScript,
  findRejectedOutScript,
  insertScript,
  listCreatorCampaigns,
  listCreatorScripts,
  lockCampaignForScript,
  lockCreatorScriptForEdit,
  type ScriptWithCampaign,
  updateScriptFields,
} from './scripts.repository';
import { isUuid } from '@amplio/shared/domain/uuid';
import { latestPostCounts } from '../post-metrics/latest-post-counts';

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });
const alreadyOpen = () => new AppError({ code: 'script_exists', status: 409, message: M.alreadyOpen });
const rejectedOut = () => new AppError({ code: 'campaign_rejected_out', status: 409, message: M.rejectedOut });
const workedBefore = () => new AppError({ code: 'already_worked', status: 409, message: COLLABORATION_MESSAGES.workedBeforeCreator });
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
    script_approval_required: row.scriptApprovalRequired,
    script_approved_at: row.scriptApprovedAt?.toISOString() ?? null,
  };
}

/**
 * The review's hook, inside the transaction that sends a script to the brand (issue 28 §1): queues the decision on the
 * brand's behalf and tells the brand; answers when it is due (stored as auto_approve_at). Without it (a service built
 * alone in a test) nothing is decided automatically.
 */
export type ScheduleScriptDecision = (input: { tx: DbOrTx; scriptId: string; submittedAt: Date; stage: 'script' }) => Promise<Date>;

export function createScriptsService(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transfer'>;
  socialAccounts: Pick<SocialAccountsService, 'list'>;
  /** Access modes, slots and accepted holds (issue 23 §3); without it every campaign is open to all. */
  collaborations?: Pick<CollaborationsService, 'claimForScript'>;
  scheduleAutoDecision?: ScheduleScriptDecision;
}) {
  const { db, clock, ledger, socialAccounts } = deps;
  const scheduleAutoDecision = async (input: { tx: DbOrTx; scriptId: string; submittedAt: Date }) =>
    deps.scheduleAutoDecision ? deps.scheduleAutoDecision({ ...input, stage: 'script' }) : null;

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
          // An accepted invitation or application holds the price already: the script takes the hold over under its id.
          const claim = (await deps.collaborations?.claimForScript({ tx, campaign, creatorId: input.userId, links })) ?? { hold: null };
          const { hold } = claim;
          // Spec 3 §9 allows 3 rejections: once the brand has used them, a new script would start the count again.
          if (!hold && (await findRejectedOutScript(tx, { creatorId: input.userId, campaignId: campaign.id }))) throw rejectedOut();
          // One paid collaboration per creator and campaign (issue 23 §3): after a completed one, only the brand's new
          // invitation opens another. A script the creator abandoned or that closed unpaid still frees the campaign.
          if (!hold && (await findCompletedScript(tx, { creatorId: input.userId, campaignId: campaign.id }))) throw workedBefore();
          if (!hold && body.platform && !(campaign.platform as string[]).includes(body.platform)) {
            throw fieldError('platform', M.platformInvalid);
          }
          const chosen = hold
            ? { platform: hold.platform, price: { price: paiseToRupees(hold.pricePaise) } }
            : creatorPriceOn({ campaign, links, platform: body.platform });
          const scriptId = hold?.id ?? id;
          const reservedPaise = hold?.pricePaise ?? rupeesToPaise(chosen.price.price);
          // Issue 28 §1: on a campaign that approves scripts before filming, the saved script goes to the brand at once.
          const approvalFirst = campaign.scriptApprovalRequired;
          let row = await insertScript(tx, {
            id: scriptId,
            creatorId: input.userId,
            campaignId: campaign.id,
            brandId: campaign.brandId,
            brandUserId: campaign.userId,
            platform: chosen.platform,
            title: body.title || null,
            description: body.description || null,
            script: body.script,
            status: approvalFirst ? SUBMITTED_SCRIPT_STATUS : SAVED_SCRIPT_STATUS,
            scriptApprovalRequired: approvalFirst,
            submittedAt: approvalFirst ? now : null,
            reservedPaise,
            createdAt: now,
            updatedAt: now,
          });
          if (!hold) {
            try {
              await ledger.transfer({
                tx,
                actor: input.actor,
                debit: { kind: 'campaign_escrow', ownerId: campaign.id },
                credit: { kind: 'script_reservation', ownerId: scriptId, campaignId: campaign.id },
                amountPaise: reservedPaise,
                kind: 'reservation',
                refType: 'script',
                refId: scriptId,
                idempotencyKey: `reservation:${scriptId}`,
              });
            } catch (err) {
              if (err instanceof InsufficientFundsError) {
                throw new AppError({ code: 'escrow_insufficient', status: 409, message: M.escrowShort(chosen.price.price) });
              }
              throw err;
            }
          }
          if (approvalFirst) {
            // After the reservation, so the brand hears of a script only once its money is held.
            const autoApproveAt = await scheduleAutoDecision({ tx, scriptId, submittedAt: now });
            if (autoApproveAt) row = await updateScriptFields(tx, scriptId, { autoApproveAt });
          }
          await recordAudit({
            tx,
            actor: input.actor,
            at: now,
            action: 'script.saved',
            entityType: 'script',
            entityId: scriptId,
            data: {
              campaignId: campaign.id,
              heldBy: hold ? 'collaboration' : null,
              platform: chosen.platform,
              reservedPaise: reservedPaise.toString(),
              sentPrice: body.dynamic_price ?? null,
              sentForApproval: approvalFirst,
            },
          });
          const price = chosen.price.price;
          const adjusted = body.dynamic_price !== undefined && body.dynamic_price !== price;
          return {
            success: true as const,
            message: adjusted ? M.priceAdjusted(body.dynamic_price!, price) : approvalFirst ? M.savedForApproval(price) : M.saved(price),
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

    /**
     * POST /api/creator/scripts/{id}/resubmit: the creator edits a script the brand rejected. With approval before
     * filming it goes back to the brand (Script Submitted, a new countdown); in the spec's flow (the brand rejected the
     * script behind a video) the text is updated and the creator films and uploads a new video from it.
     */
    async resubmit(input: { userId: string; id: string; body: unknown; actor: AuditActor }): Promise<TResubmitScriptResponse> {
      const body = parseOrThrow(ZResubmitScriptRequest, input.body);
      if (!isUuid(input.id)) throw notFound();
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const script = await lockCreatorScriptForEdit(tx, { id: input.id, creatorId: input.userId });
        if (!script) throw notFound();
        if (script.closedReason)
          throw new AppError({ code: 'script_closed', status: 409, message: SCRIPT_CLOSED_MESSAGES[script.closedReason] });
        if (script.status !== 'Script Rejected')
          throw new AppError({ code: 'resubmit_refused', status: 409, message: M.resubmitNotRejected });
        if (body.script === script.script) throw fieldError('script', M.resubmitUnchanged);
        const approvalFirst = script.scriptApprovalRequired;
        const values: Partial<ScriptRow> = { script: body.script, updatedAt: now };
        if (body.title !== undefined) values.title = body.title || null;
        if (body.description !== undefined) values.description = body.description || null;
        if (approvalFirst) {
          Object.assign(values, { status: SUBMITTED_SCRIPT_STATUS, submittedAt: now, creatorDueAt: null });
          values.autoApproveAt = await scheduleAutoDecision({ tx, scriptId: script.id, submittedAt: now });
        }
        const updated = await updateScriptFields(tx, script.id, values);
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: approvalFirst ? 'script.resubmitted' : 'script.revised',
          entityType: 'script',
          entityId: script.id,
          data: { rejectionCount: script.rejectionCount, previousLength: script.script.length, length: body.script.length },
        });
        return { ...script, ...updated };
      });
      return { success: true, message: row.scriptApprovalRequired ? M.resubmitted : M.revised, data: scriptView(row) };
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
      // Spec 3 §3: the post's views and likes from its latest accepted or unquestioned report (issue 27 §1).
      const posts = await latestPostCounts(
        db,
        rows.map((r) => r.scriptId),
      );
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
          views: posts.get(r.scriptId)?.views ?? null,
          likes: posts.get(r.scriptId)?.likes ?? null,
          dynamic_price: paiseToRupees(r.reservedPaise),
        })),
      };
    },
  };
}

export type ScriptsService = ReturnType<typeof createScriptsService>;
