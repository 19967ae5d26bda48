import { randomUUID } from 'node:crypto';
import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { paiseToRupees, rupeesToPaise } from '@amplio/shared/domain/money';
import {
  type CampaignRequirements,
  type CreatorFacts,
  unmetRequirement,
  unmetRequirementMessage,
} from '@amplio/shared/domain/campaign-requirements';
import { findCountry, isCountryCode } from '@amplio/shared/constants/countries';
import { isUuid } from '@amplio/shared/domain/uuid';
import type { TSocialLink } from '@amplio/shared/schemas/social-accounts';
import {
  COLLABORATION_LIMITS as L,
  COLLABORATION_MESSAGES as M,
  type TCampaignAccess,
  type TCampaignCreatorsResponse,
  type TCollaboration,
  type TCollaborationResponse,
  type TInviteListResponse,
  ZApplyRequest,
  ZCampaignAccessRequest,
  ZDeclineRequest,
  ZInviteListRequest,
  ZInviteRequest,
} from '@amplio/shared/schemas/collaborations';
import type { Db, Tx } from '../../db/client';
import type { CampaignRow, CollaborationRow } from '../../db/schema/index';
import { campaigns } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { creatorPriceOn } from '../../lib/creator-price';
import { AppError, fieldError, uniqueViolationConstraint } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { lockCampaignForMoney } from '../../lib/money-locks';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import type { SocialAccountsService } from '../social-accounts/social-accounts.service';
import { type CreatorNoticeEvent, tellCreator } from './collaboration-notices';
import type { BrandCollaborationEvent } from '../notifications/brand-collaboration-notices';
import { collaborationView } from './collaboration-view';
import {
  countSlotsTaken,
  creatorScriptsOn,
  findCollaboration,
  findCreatorProfileFacts,
  findExpiredPending,
  findInvitableCreator,
  findInvitedCampaignIds,
  findLapsedHolds,
  findLiveCollaboration,
  insertCollaboration,
  listCampaignCollaborations,
  listCreatorCollaborations,
  lockCollaboration,
  lockLiveCollaborations,
  updateCollaboration,
} from './collaborations.repository';
import { eq } from 'drizzle-orm';

/** How long before an invitation expires its creator is reminded. */
const EXPIRY_WARNING_MS = 24 * 3_600_000;

export const COLLABORATION_JOBS = {
  /** One per offer, at its expiry: a pending one becomes expired. */
  expire: 'collaborations.expire',
  /** One per accepted offer, when its hold is due back: no script by then and the hold returns to escrow. */
  lapse: 'collaborations.lapse',
  /** Every 10 minutes: whatever a lost job left due. */
  sweep: 'collaborations.sweep',
  /** One per invitation, 24 hours before it expires: the creator is reminded while it still waits. */
  expiryWarning: 'collaborations.expiry-warning',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_FOR_OFFERS = new Set(['upcoming', 'active']);
const CREATOR_SKIPS = new Set(['offer_pending', 'already_working', 'already_worked', 'slots_full']);

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });
const campaignNotFound = () => new AppError({ code: 'not_found', status: 404, message: M.campaignNotFound });
const conflict = (code: string, message: string) => new AppError({ code, status: 409, message });

/** What saving a script found: a hold to turn into the script's reservation, or none (an open campaign). */
export const requirementsOf = (campaign: CampaignRow): CampaignRequirements => ({
  min_followers: campaign.reqMinFollowers,
  categories: campaign.reqCategories,
  languages: campaign.reqLanguages,
  countries: campaign.reqCountries,
});

export type ScriptClaim = { hold: { id: string; pricePaise: bigint; platform: CampaignPlatform } | null };

export function createCollaborationsService(deps: {
  db: Db;
  clock: Clock;
  ledger: Pick<LedgerService, 'transfer' | 'transferMany'>;
  socialAccounts: Pick<SocialAccountsService, 'list'>;
  jobs: Pick<JobQueue, 'send'>;
  mail: Pick<MailService, 'enqueue'>;
  appUrl: string;
  /** Signs the one-click unsubscribe link of each e-mail. */
  secret: string;
  /** The ids on one of the brand's saved lists; throws the list's 404 for another brand's. */
  listMembers: (input: { brandUserId: string; listId: string }) => Promise<string[]>;
  refundUnreservedEscrow?: (input: { tx: Tx; campaignId: string; actor: AuditActor }) => Promise<unknown>;
  /** The brand's notice of a creator's application or answer to an invitation, in the same transaction. */
  tellBrand?: (input: { tx: Tx; collaborationId: string; event: BrandCollaborationEvent; at: Date }) => Promise<void>;
}) {
  const { db, clock, ledger, socialAccounts, jobs, mail, appUrl } = deps;
  const tellBrand = (tx: Tx, collaborationId: string, event: BrandCollaborationEvent) =>
    deps.tellBrand?.({ tx, collaborationId, event, at: clock.now() });

  async function ownCampaign(tx: Tx, input: { userId: string; campaignId: string }): Promise<CampaignRow> {
    if (!isUuid(input.campaignId)) throw campaignNotFound();
    const campaign = await lockCampaignForMoney(tx, input.campaignId);
    if (!campaign || campaign.userId !== input.userId) throw campaignNotFound();
    return campaign;
  }

  function checkPlatform(campaign: CampaignRow, platform: CampaignPlatform) {
    if (!(campaign.platform as string[]).includes(platform)) throw fieldError('platform', M.platformInvalid);
  }

  /** The creator's facts for requirements: their profile (read on `db`, which may be the caller's transaction) and followers. */
  async function factsOf(dbOrTx: Tx | Db, creatorId: string, links: TSocialLink[]): Promise<CreatorFacts> {
    const profile = await findCreatorProfileFacts(dbOrTx, creatorId);
    const followers: Record<string, number> = {};
    for (const link of links) followers[link.platform] = Math.max(followers[link.platform] ?? 0, link.followers ?? 0);
    return {
      followers,
      categories: profile?.categories ?? [],
      languages: profile ? [profile.language, ...profile.extraLanguages] : [],
      country: profile?.country ?? '',
    };
  }

  /** Refuses (403) a creator who does not meet the campaign's requirements, saying which one. */
  function checkRequirements(campaign: CampaignRow, facts: CreatorFacts) {
    const unmet = unmetRequirement({ requirements: requirementsOf(campaign), platforms: campaign.platform, creator: facts });
    if (unmet) {
      throw new AppError({
        code: 'requirement_not_met',
        status: 403,
        message: unmetRequirementMessage(unmet, (code) => findCountry(code)?.name ?? code),
      });
    }
  }

  /** The creator's social accounts, read before a transaction (PGlite has one connection, which it would hold). */
  const linksOf = async (creatorId: string) => (await socialAccounts.list({ userId: creatorId })).data;

  /** A creator's computed price on one of the campaign's platforms, in paise. */
  function computedPaise(campaign: CampaignRow, links: TSocialLink[], platform: CampaignPlatform) {
    return rupeesToPaise(creatorPriceOn({ campaign, links, platform }).price.price);
  }

  /** Refuses a new offer the creator cannot take: a live one exists, or a script is open, or the slots are full. */
  async function checkCanOffer(tx: Tx, input: { campaign: CampaignRow; creatorId: string; invitation: boolean }) {
    const { campaign, creatorId } = input;
    if (!OPEN_FOR_OFFERS.has(campaign.status)) throw conflict('campaign_not_running', M.campaignNotRunning);
    if (await findLiveCollaboration(tx, { campaignId: campaign.id, creatorId })) throw conflict('offer_pending', M.alreadyPending);
    const worked = await creatorScriptsOn(tx, { campaignId: campaign.id, creatorId });
    if (worked.open > 0) throw conflict('already_working', M.alreadyWorking);
    // One collaboration per creator and campaign; only the brand's invitation opens another.
    if (worked.completed > 0 && !input.invitation) throw conflict('already_worked', M.alreadyWorked);
    await checkSlots(tx, campaign);
  }

  async function checkSlots(tx: Tx, campaign: CampaignRow) {
    if (campaign.maxCreators !== null && (await countSlotsTaken(tx, campaign.id)) >= campaign.maxCreators) {
      throw conflict('slots_full', M.slotsFull);
    }
  }

  async function scheduleExpiry(tx: Tx, row: CollaborationRow) {
    await jobs.send({
      tx,
      name: COLLABORATION_JOBS.expire,
      data: { id: row.id },
      startAfter: row.expiresAt,
      singletonKey: `expire:${row.id}`,
    });
  }

  async function offer(
    tx: Tx,
    input: {
      kind: 'invitation' | 'application';
      campaign: CampaignRow;
      creatorId: string;
      platform: CampaignPlatform;
      pricePaise: bigint;
      message: string | null;
      actor: AuditActor;
    },
  ): Promise<CollaborationRow> {
    const now = clock.now();
    try {
      const row = await insertCollaboration(tx, {
        id: randomUUID(),
        kind: input.kind,
        campaignId: input.campaign.id,
        brandUserId: input.campaign.userId,
        creatorId: input.creatorId,
        platform: input.platform,
        pricePaise: input.pricePaise,
        message: input.message || null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + L.expiryDays * DAY_MS),
        updatedAt: now,
      });
      await scheduleExpiry(tx, row);
      await recordAudit({
        tx,
        actor: input.actor,
        at: now,
        action: `collaboration.${input.kind === 'invitation' ? 'invited' : 'applied'}`,
        entityType: 'collaboration',
        entityId: row.id,
        data: { campaignId: input.campaign.id, creatorId: input.creatorId, pricePaise: input.pricePaise.toString() },
      });
      return row;
    } catch (err) {
      if (uniqueViolationConstraint(err) === 'collaborations_one_live_per_creator_campaign')
        throw conflict('offer_pending', M.alreadyPending);
      throw err;
    }
  }

  async function viewOf(tx: Tx | Db, id: string): Promise<TCollaboration> {
    return collaborationView((await findCollaboration(tx, id))!);
  }

  async function notify(tx: Tx, id: string, event: CreatorNoticeEvent) {
    const row = await findCollaboration(tx, id);
    if (!row) return;
    await tellCreator({ tx, at: clock.now(), mail, appUrl, secret: deps.secret, row, event });
    if (event === 'invited') {
      const warnAt = new Date(row.expiresAt.getTime() - EXPIRY_WARNING_MS);
      await jobs.send({
        tx,
        name: COLLABORATION_JOBS.expiryWarning,
        data: { id: row.id },
        startAfter: warnAt,
        singletonKey: `warn:${row.id}`,
      });
    }
  }

  /** The reminder job: only an invitation still waiting, and not yet past its time. Safe to run twice (one alert per key). */
  async function warnBeforeExpiry(input: { id: string }): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await findCollaboration(tx, input.id);
      if (row?.status !== 'pending' || row.kind !== 'invitation' || row.expiresAt <= clock.now()) return;
      await tellCreator({ tx, at: clock.now(), mail, appUrl, secret: deps.secret, row, event: 'expiringSoon' });
    });
  }

  /**
   * Accepts a pending offer: locks the campaign, then the offer (lib/money-locks.ts order), checks it is still
   * pending and in time, that the creator is free and a slot is left, then holds the price from escrow in the same
   * transaction. An escrow that cannot cover it is a 409 and nothing is held or changed.
   */
  async function accept(input: { id: string; actor: AuditActor; mine: (row: CollaborationRow) => boolean }) {
    if (!isUuid(input.id)) throw notFound();
    const found = await findCollaboration(db, input.id);
    if (!found || !input.mine(found)) throw notFound();
    return answerWithEffect(db, async (tx) => {
      const campaign = await lockCampaignForMoney(tx, found.campaignId);
      const row = await lockCollaboration(tx, input.id);
      if (!campaign || !row || !input.mine(row)) throw notFound();
      const now = clock.now();
      if (row.status !== 'pending' || row.expiresAt <= now) throw conflict('not_pending', M.notPending);
      if (!OPEN_FOR_OFFERS.has(campaign.status)) throw conflict('campaign_not_running', M.campaignNotRunning);
      if ((await creatorScriptsOn(tx, { campaignId: campaign.id, creatorId: row.creatorId })).open > 0) {
        throw conflict('already_working', M.alreadyWorking);
      }
      await checkSlots(tx, campaign);
      try {
        await ledger.transfer({
          tx,
          actor: input.actor,
          debit: { kind: 'campaign_escrow', ownerId: campaign.id },
          credit: { kind: 'script_reservation', ownerId: row.id, campaignId: campaign.id },
          amountPaise: row.pricePaise,
          kind: 'reservation',
          refType: 'script',
          refId: row.id,
          idempotencyKey: `reservation:${row.id}`,
        });
      } catch (err) {
        if (err instanceof InsufficientFundsError) {
          throw conflict('escrow_insufficient', M.escrowShort(paiseToRupees(row.pricePaise)));
        }
        throw err;
      }
      const holdUntil = new Date(now.getTime() + L.holdDays * DAY_MS);
      await updateCollaboration(tx, row.id, { status: 'accepted', decidedAt: now, holdUntil, updatedAt: now });
      await jobs.send({ tx, name: COLLABORATION_JOBS.lapse, data: { id: row.id }, startAfter: holdUntil, singletonKey: `lapse:${row.id}` });
      await recordAudit({
        tx,
        actor: input.actor,
        at: now,
        action: 'collaboration.accepted',
        entityType: 'collaboration',
        entityId: row.id,
        data: { campaignId: campaign.id, heldPaise: row.pricePaise.toString() },
      });
      if (row.kind === 'application') await notify(tx, row.id, 'accepted');
      else await tellBrand(tx, row.id, 'invitationAccepted');
      return viewOf(tx, row.id);
    });
  }

  /** Ends a pending offer without money: declined (with the reason the creator reads) or withdrawn by its sender. */
  async function closePending(input: {
    id: string;
    actor: AuditActor;
    mine: (row: CollaborationRow) => boolean;
    status: 'declined' | 'withdrawn';
    reason?: string | null;
  }) {
    if (!isUuid(input.id)) throw notFound();
    return db.transaction(async (tx) => {
      const row = await lockCollaboration(tx, input.id);
      if (!row || !input.mine(row)) throw notFound();
      if (row.status !== 'pending') throw conflict('not_pending', M.notPending);
      const now = clock.now();
      await updateCollaboration(tx, row.id, { status: input.status, declineReason: input.reason || null, decidedAt: now, updatedAt: now });
      await recordAudit({
        tx,
        actor: input.actor,
        at: now,
        action: `collaboration.${input.status}`,
        entityType: 'collaboration',
        entityId: row.id,
      });
      if (input.status === 'declined' && row.kind === 'application') await notify(tx, row.id, 'declined');
      if (input.status === 'declined' && row.kind === 'invitation') await tellBrand(tx, row.id, 'invitationDeclined');
      return viewOf(tx, row.id);
    });
  }

  const decline = (input: { id: string; body: unknown; actor: AuditActor; mine: (row: CollaborationRow) => boolean }) =>
    closePending({ ...input, status: 'declined', reason: parseOrThrow(ZDeclineRequest, input.body).reason });
  const withdraw = (input: { id: string; actor: AuditActor; mine: (row: CollaborationRow) => boolean }) =>
    closePending({ ...input, status: 'withdrawn' });

  /** The expiry job: a pending offer past its time becomes expired; an application's creator is told. */
  async function expire(input: { id: string }): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockCollaboration(tx, input.id);
      const now = clock.now();
      if (row?.status !== 'pending' || row.expiresAt > now) return;
      await updateCollaboration(tx, row.id, { status: 'expired', decidedAt: now, updatedAt: now });
      await recordAudit({
        tx,
        actor: SYSTEM_ACTOR,
        at: now,
        action: 'collaboration.expired',
        entityType: 'collaboration',
        entityId: row.id,
      });
      if (row.kind === 'application') await notify(tx, row.id, 'expired');
    });
  }

  /** The lapse job: an accepted offer with no script by its time gives its hold back to escrow (then to an ended campaign's brand). */
  async function lapse(input: { id: string }): Promise<void> {
    const found = await findCollaboration(db, input.id);
    if (!found) return;
    await db.transaction(async (tx) => {
      const campaign = await lockCampaignForMoney(tx, found.campaignId);
      const row = await lockCollaboration(tx, input.id);
      const now = clock.now();
      if (!campaign || !row || row.status !== 'accepted' || row.scriptId || !row.holdUntil || row.holdUntil > now) return;
      await ledger.transfer({
        tx,
        actor: SYSTEM_ACTOR,
        debit: { kind: 'script_reservation', ownerId: row.id, campaignId: row.campaignId },
        credit: { kind: 'campaign_escrow', ownerId: row.campaignId },
        amountPaise: row.pricePaise,
        kind: 'reservation_refund',
        refType: 'script',
        refId: row.id,
        idempotencyKey: `reservation-refund:${row.id}`,
      });
      await updateCollaboration(tx, row.id, { status: 'lapsed', holdUntil: null, updatedAt: now });
      await recordAudit({
        tx,
        actor: SYSTEM_ACTOR,
        at: now,
        action: 'collaboration.lapsed',
        entityType: 'collaboration',
        entityId: row.id,
      });
      if ((campaign.status === 'completed' || campaign.status === 'archived') && deps.refundUnreservedEscrow) {
        await deps.refundUnreservedEscrow({ tx, campaignId: campaign.id, actor: SYSTEM_ACTOR });
      }
      await notify(tx, row.id, 'lapsed');
    });
  }

  const isBrands = (userId: string, kind: 'invitation' | 'application') => (row: CollaborationRow) =>
    row.brandUserId === userId && row.kind === kind;
  const isCreators = (userId: string, kind: 'invitation' | 'application') => (row: CollaborationRow) =>
    row.creatorId === userId && row.kind === kind;
  const answer = (message: string, data: TCollaboration): TCollaborationResponse => ({ success: true, message, data });

  return {
    /** POST /api/brands/campaigns/{id}/invitations */
    async invite(input: { userId: string; campaignId: string; body: unknown; actor: AuditActor }): Promise<TCollaborationResponse> {
      const body = parseOrThrow(ZInviteRequest, input.body);
      if (!isUuid(body.creator_id)) throw fieldError('creator_id', M.creatorNotFound);
      const creator = await findInvitableCreator(db, body.creator_id);
      if (!creator) throw fieldError('creator_id', M.creatorNotFound);
      if (!creator.openToInvitations) throw conflict('not_open_to_invitations', M.notOpenToInvitations);
      const links = await linksOf(creator.id);
      const data = await db.transaction(async (tx) => {
        const campaign = await ownCampaign(tx, input);
        checkPlatform(campaign, body.platform);
        const computed = computedPaise(campaign, links, body.platform);
        const pricePaise = body.price == null ? computed : rupeesToPaise(body.price);
        if (pricePaise < computed) throw fieldError('price', M.priceBelowComputed(paiseToRupees(computed)));
        await checkCanOffer(tx, { campaign, creatorId: creator.id, invitation: true });
        const row = await offer(tx, {
          kind: 'invitation',
          campaign,
          creatorId: creator.id,
          platform: body.platform,
          pricePaise,
          message: body.message ?? null,
          actor: input.actor,
        });
        await notify(tx, row.id, 'invited');
        return viewOf(tx, row.id);
      });
      return answer(`Invitation sent to ${data.creator_name}.`, data);
    },

    /** POST /api/brands/campaigns/{id}/invitations/list: everyone on one of the brand's lists, each at their price. */
    async inviteList(input: { userId: string; campaignId: string; body: unknown; actor: AuditActor }): Promise<TInviteListResponse> {
      const body = parseOrThrow(ZInviteListRequest, input.body);
      const members = (await deps.listMembers({ brandUserId: input.userId, listId: body.list_id })).slice(0, L.inviteManyMax);
      if (members.length === 0) throw conflict('list_empty', M.listEmpty);
      const skipped: TInviteListResponse['skipped'] = [];
      let invited = 0;
      for (const creatorId of members) {
        const creator = await findInvitableCreator(db, creatorId);
        if (!creator?.openToInvitations) {
          skipped.push({ creator_id: creatorId, reason: M.notOpenToInvitations });
          continue;
        }
        const links = await linksOf(creatorId);
        try {
          await db.transaction(async (tx) => {
            const campaign = await ownCampaign(tx, input);
            checkPlatform(campaign, body.platform);
            await checkCanOffer(tx, { campaign, creatorId, invitation: true });
            const pricePaise = computedPaise(campaign, links, body.platform);
            const row = await offer(tx, {
              kind: 'invitation',
              campaign,
              creatorId,
              platform: body.platform,
              pricePaise,
              message: body.message ?? null,
              actor: input.actor,
            });
            await notify(tx, row.id, 'invited');
          });
          invited++;
        } catch (err) {
          // A creator who cannot take it is skipped; the campaign's own faults (not found, not running, a wrong
          // platform) stop the whole list. Once the slots are full, everyone left is skipped with that reason.
          if (!(err instanceof AppError) || !CREATOR_SKIPS.has(err.code)) throw err;
          skipped.push({ creator_id: creatorId, reason: err.message });
        }
      }
      const message =
        skipped.length === 0
          ? `Invited ${invited} creator${invited === 1 ? '' : 's'}.`
          : `Invited ${invited} creator${invited === 1 ? '' : 's'}; ${skipped.length} could not be invited.`;
      return { success: true, message, invited, skipped };
    },

    /** POST /api/campaigns/{id}/applications: only approval-mode campaigns take them. 201 with the creator's price. */
    async apply(input: { userId: string; campaignId: string; body: unknown; actor: AuditActor }): Promise<TCollaborationResponse> {
      const body = parseOrThrow(ZApplyRequest, input.body);
      if (!isUuid(input.campaignId)) throw new AppError({ code: 'not_found', status: 404, message: M.campaignNotFound });
      const links = await linksOf(input.userId);
      const data = await db.transaction(async (tx) => {
        const campaign = await lockCampaignForMoney(tx, input.campaignId);
        if (!campaign || campaign.status === 'draft' || campaign.status === 'archived') {
          throw new AppError({ code: 'not_found', status: 404, message: M.campaignNotFound });
        }
        if (campaign.accessMode === 'invite_only') throw new AppError({ code: 'invite_only', status: 403, message: M.inviteOnly });
        if (campaign.accessMode !== 'approval') throw conflict('not_approval_mode', M.notApprovalMode);
        checkPlatform(campaign, body.platform);
        checkRequirements(campaign, await factsOf(tx, input.userId, links));
        await checkCanOffer(tx, { campaign, creatorId: input.userId, invitation: false });
        const pricePaise = computedPaise(campaign, links, body.platform);
        const row = await offer(tx, {
          kind: 'application',
          campaign,
          creatorId: input.userId,
          platform: body.platform,
          pricePaise,
          message: body.pitch ?? null,
          actor: input.actor,
        });
        await tellBrand(tx, row.id, 'applied');
        return viewOf(tx, row.id);
      });
      return answer(`Application sent for ₹${data.price.toLocaleString('en-IN')}. The brand has ${L.expiryDays} days to answer.`, data);
    },

    /** POST /api/brands/applications/{id}/accept */
    async acceptApplication(input: { userId: string; id: string; actor: AuditActor }): Promise<TCollaborationResponse> {
      const data = await accept({ id: input.id, actor: input.actor, mine: isBrands(input.userId, 'application') });
      return answer(`Application accepted: ₹${data.price.toLocaleString('en-IN')} is held from the campaign’s escrow.`, data);
    },

    /** POST /api/brands/applications/{id}/decline */
    async declineApplication(input: { userId: string; id: string; body: unknown; actor: AuditActor }): Promise<TCollaborationResponse> {
      const data = await decline({ ...input, mine: isBrands(input.userId, 'application') });
      return answer('Application declined. The creator has been told.', data);
    },

    /** POST /api/brands/invitations/{id}/withdraw */
    async withdrawInvitation(input: { userId: string; id: string; actor: AuditActor }): Promise<TCollaborationResponse> {
      return answer('Invitation withdrawn.', await withdraw({ ...input, mine: isBrands(input.userId, 'invitation') }));
    },

    /** POST /api/creator/invitations/{id}/accept */
    async acceptInvitation(input: { userId: string; id: string; actor: AuditActor }): Promise<TCollaborationResponse> {
      const data = await accept({ id: input.id, actor: input.actor, mine: isCreators(input.userId, 'invitation') });
      return answer(`Invitation accepted: ₹${data.price.toLocaleString('en-IN')} is held for you. Write your script to start.`, data);
    },

    /** POST /api/creator/invitations/{id}/decline */
    async declineInvitation(input: { userId: string; id: string; body: unknown; actor: AuditActor }): Promise<TCollaborationResponse> {
      return answer('Invitation declined.', await decline({ ...input, mine: isCreators(input.userId, 'invitation') }));
    },

    /** POST /api/creator/applications/{id}/withdraw */
    async withdrawApplication(input: { userId: string; id: string; actor: AuditActor }): Promise<TCollaborationResponse> {
      return answer('Application withdrawn.', await withdraw({ ...input, mine: isCreators(input.userId, 'application') }));
    },

    /** GET /api/creator/invitations: the creator's invitations and applications, newest first. */
    async mine(input: { userId: string }) {
      const rows = await listCreatorCollaborations(db, input.userId);
      return { success: true as const, data: rows.map(collaborationView) };
    },

    /** GET /api/brands/campaigns/{id}/creators */
    async creatorsOf(input: { userId: string; campaignId: string }): Promise<TCampaignCreatorsResponse> {
      if (!isUuid(input.campaignId)) throw campaignNotFound();
      const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, input.campaignId));
      if (!campaign || campaign.userId !== input.userId) throw campaignNotFound();
      const [rows, taken] = await Promise.all([listCampaignCollaborations(db, campaign.id), countSlotsTaken(db, campaign.id)]);
      const heldPaise = rows.filter((r) => r.status === 'accepted' && !r.scriptId).reduce((sum, r) => sum + r.pricePaise, 0n);
      return {
        success: true,
        access: {
          access_mode: campaign.accessMode,
          max_creators: campaign.maxCreators,
          slots_taken: taken,
          requirements: requirementsOf(campaign),
        },
        held: paiseToRupees(heldPaise),
        data: rows.map(collaborationView),
      };
    },

    /** PUT /api/brands/campaigns/{id}/access: the access mode and slots, changeable until the campaign ends. */
    async setAccess(input: { userId: string; campaignId: string; body: unknown; actor: AuditActor }): Promise<TCampaignAccess> {
      const body = parseOrThrow(ZCampaignAccessRequest, input.body);
      return db.transaction(async (tx) => {
        const campaign = await ownCampaign(tx, input);
        if (campaign.status === 'completed' || campaign.status === 'archived') throw conflict('campaign_ended', M.campaignNotRunning);
        const taken = await countSlotsTaken(tx, campaign.id);
        const maxCreators = body.max_creators ?? null;
        if (maxCreators !== null && maxCreators < taken) throw fieldError('max_creators', M.maxCreatorsBelowTaken(taken));
        const given = body.requirements ?? requirementsOf(campaign);
        const requirements: CampaignRequirements = {
          min_followers: given.min_followers,
          categories: [...new Set(given.categories)],
          languages: [...new Set(given.languages)],
          countries: [...new Set(given.countries)],
        };
        const unknown = requirements.countries.find((code) => !isCountryCode(code));
        if (unknown) throw fieldError('requirements.countries', M.countriesInvalid);
        const now = clock.now();
        await tx
          .update(campaigns)
          .set({
            accessMode: body.access_mode,
            maxCreators,
            reqMinFollowers: requirements.min_followers,
            reqCategories: requirements.categories,
            reqLanguages: requirements.languages,
            reqCountries: requirements.countries,
            updatedAt: now,
          })
          .where(eq(campaigns.id, campaign.id));
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'campaign.access_changed',
          entityType: 'campaign',
          entityId: campaign.id,
          data: { accessMode: body.access_mode, maxCreators, requirements },
        });
        return { access_mode: body.access_mode, max_creators: maxCreators, slots_taken: taken, requirements };
      });
    },

    /**
     * Inside the script save's transaction, after it locked the campaign: the creator's accepted hold on it, which the
     * script takes over under the same id (no money moves), or, with none, whether the campaign lets them start.
     */
    async claimForScript(input: { tx: Tx; campaign: CampaignRow; creatorId: string; links: TSocialLink[] }): Promise<ScriptClaim> {
      const { tx, campaign, creatorId } = input;
      const live = await findLiveCollaboration(tx, { campaignId: campaign.id, creatorId, lock: true });
      if (live?.status === 'accepted') {
        await updateCollaboration(tx, live.id, { scriptId: live.id, holdUntil: null, updatedAt: clock.now() });
        return { hold: { id: live.id, pricePaise: live.pricePaise, platform: live.platform as CampaignPlatform } };
      }
      if (campaign.accessMode === 'invite_only') throw new AppError({ code: 'invite_only', status: 403, message: M.inviteOnly });
      if (campaign.accessMode === 'approval') throw new AppError({ code: 'needs_acceptance', status: 403, message: M.needsAcceptance });
      checkRequirements(campaign, await factsOf(tx, creatorId, input.links));
      await checkSlots(tx, campaign);
      return { hold: null };
    },

    expire,
    lapse,
    warnBeforeExpiry,

    /**
     * Inside the transaction that completes a campaign, under its lock and before its scripts are closed (lock order:
     * campaign → collaboration → script): offers still waiting expire, and holds with no script go back to the escrow,
     * which the completion then returns to the brand. Each creator is told.
     */
    async closeForEndedCampaign(input: { tx: Tx; campaignId: string; actor: AuditActor }): Promise<void> {
      const { tx } = input;
      const rows = await lockLiveCollaborations(tx, input.campaignId);
      const now = clock.now();
      const holds = rows.filter((row) => row.status === 'accepted');
      if (holds.length > 0) {
        await ledger.transferMany({
          tx,
          actor: input.actor,
          transfers: holds.map((row) => ({
            debit: { kind: 'script_reservation' as const, ownerId: row.id, campaignId: row.campaignId },
            credit: { kind: 'campaign_escrow' as const, ownerId: row.campaignId },
            amountPaise: row.pricePaise,
            kind: 'reservation_refund' as const,
            refType: 'script' as const,
            refId: row.id,
            idempotencyKey: `reservation-refund:${row.id}`,
          })),
        });
      }
      for (const row of rows) {
        const held = row.status === 'accepted';
        await updateCollaboration(
          tx,
          row.id,
          held ? { status: 'lapsed', holdUntil: null, updatedAt: now } : { status: 'expired', decidedAt: now, updatedAt: now },
        );
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: held ? 'collaboration.lapsed' : 'collaboration.expired',
          entityType: 'collaboration',
          entityId: row.id,
          data: { reason: 'campaign_completed' },
        });
        await notify(tx, row.id, held ? 'endedHeld' : 'endedPending');
      }
    },

    /** Discovery's facts about the creator looking: their profile and followers per platform. */
    async creatorFacts(input: { creatorId: string; links: TSocialLink[] }): Promise<CreatorFacts> {
      return factsOf(db, input.creatorId, input.links);
    },

    /** Discovery's direct link: the message for the first requirement the creator does not meet, or null. */
    unmetRequirementOf(input: { campaign: CampaignRow; facts: CreatorFacts }): string | null {
      const unmet = unmetRequirement({
        requirements: requirementsOf(input.campaign),
        platforms: input.campaign.platform,
        creator: input.facts,
      });
      return unmet && unmetRequirementMessage(unmet, (code) => findCountry(code)?.name ?? code);
    },

    /** Discovery's question: which of these campaigns is the creator invited to (waiting or accepted)? */
    async invitedTo(input: { creatorId: string; campaignIds: string[] }): Promise<Set<string>> {
      return new Set(await findInvitedCampaignIds(db, input));
    },

    /** The sweep: expires and lapses whatever is due (a lost job's work). Returns how many it handled. */
    async sweepDue(): Promise<number> {
      const now = clock.now();
      const [pending, holds] = await Promise.all([findExpiredPending(db, { now, limit: 500 }), findLapsedHolds(db, { now, limit: 500 })]);
      for (const { id } of pending) await expire({ id });
      for (const { id } of holds) await lapse({ id });
      return pending.length + holds.length;
    },
  };
}

export type CollaborationsService = ReturnType<typeof createCollaborationsService>;
