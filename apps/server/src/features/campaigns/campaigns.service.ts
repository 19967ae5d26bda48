import {
  CAMPAIGN_LIMITS,
  type CampaignStatus,
  type CampaignStatusRequest,
  CAMPAIGN_FIELDS_LOCKED_WHEN_PUBLISHED,
  LIVE_CAMPAIGN_STATUSES,
} from '@amplio/shared/constants/campaigns';
import {
  campaignEndsAt,
  campaignStartsAt,
  campaignToday,
  endDue,
  requestStatusChange,
  scheduledStatus,
  startDue,
  statusAfterFunding,
} from '@amplio/shared/domain/campaign-status';
import type { CampaignHoldReason } from '@amplio/shared/constants/billing';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@amplio/shared/domain/money';
import {
  CAMPAIGN_MESSAGES as M,
  type TCampaignDraft,
  ZCampaignDraft,
  ZCampaignLedgerQuery,
  ZCampaignPublish,
  ZCreateCampaignRequest,
  ZListCampaignsQuery,
  ZUpdateCampaignRequest,
} from '@amplio/shared/schemas/campaigns';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { CampaignRow, FundingRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { AppError, ValidationAppError } from '../../lib/errors';
import { answerWithEffect } from '../../lib/idempotency/answer-with-effect';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { retryingTransaction } from '../../lib/retry-transaction';
import type { Storage } from '../../lib/storage/storage';
import { discardStoredFilesById } from '../../lib/uploads/discard-by-id';
import type { StoredFile } from '../../lib/uploads/stored-files';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/audit-log';
import type { BrandProfilesService } from '../brand-profiles/brand-profiles.service';
import { type BillingService, slotError } from '../billing/billing.service';
import type { EscrowFigures, LedgerService } from '../ledger/ledger.service';
import type { PaymentsService } from '../payments/payments.service';
import { CAMPAIGN_JOBS } from './campaign-jobs';
import { campaignView, datesOf, escrowView, formValues, missingFields, NO_ESCROW, unusedRefundView } from './campaign-view';
import {
  findCampaign,
  findCampaignWithEscrow,
  type DiscoverableFilter,
  findDiscoverableCampaign,
  findDueCampaignIds,
  findHeldCampaignIds,
  isDiscoverableCover,
  insertCampaign,
  listCampaigns,
  lockCampaign,
  sumEscrow,
  updateCampaign,
} from './campaigns.repository';
import { isUuid } from '@amplio/shared/domain/uuid';
import { createDiscoverablePages } from './discoverable-pages';

export interface CampaignsServiceDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  jobs: Pick<JobQueue, 'send'>;
  ledger: Pick<LedgerService, 'escrowFigures' | 'transfersFor'>;
  payments: Pick<
    PaymentsService,
    | 'startFunding'
    | 'refundUnreservedEscrow'
    | 'closeOpenCheckouts'
    | 'committedFundingPaise'
    | 'openFundings'
    | 'listFundings'
    | 'previewEscrowRefund'
  >;
  brands: Pick<BrandProfilesService, 'ownBrand' | 'list'>;
  /** The plan's limit on active campaigns (issue 26 §1): checked, under the brand's billing lock, whenever one would go live. */
  billing: Pick<BillingService, 'claimSlot' | 'publicationRefusal'>;
  /**
   * Runs inside the completion's transaction, under the campaign's lock and before the unreserved escrow is refunded:
   * the review closes and refunds the scripts with no activity, so that refund includes their money.
   */
  onCompleting?: (input: { tx: Tx; campaignId: string; actor: AuditActor }) => Promise<unknown>;
}

const FIELDS = Object.keys(ZCampaignDraft.shape ?? {}) as (keyof TCampaignDraft)[];
const LOCKED_WHEN_PUBLISHED = CAMPAIGN_FIELDS_LOCKED_WHEN_PUBLISHED;
const SCHEDULER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'scheduler' };
const PROVIDER_ACTOR: AuditActor = { ...SYSTEM_ACTOR, role: 'payment_provider' };

const notFound = () => new AppError({ code: 'not_found', status: 404, message: M.notFound });
const conflict = (message: string, errors?: Record<string, string[]>) =>
  new AppError({ code: 'campaign_conflict', status: 409, message, extra: errors ? { errors } : undefined });

const paiseOrNull = (rupees: number | null | undefined) => (rupees === null || rupees === undefined ? null : rupeesToPaise(rupees));

/** The parsed API values (rupees) as column values (paise); only the keys given are set. */
function toColumns(values: Partial<TCampaignDraft>): Partial<CampaignRow> {
  const columns: Partial<CampaignRow> = {};
  const set = <K extends keyof CampaignRow>(key: K, value: CampaignRow[K]) => {
    columns[key] = value;
  };
  if ('brand_id' in values) set('brandId', values.brand_id ?? null);
  if ('product_name' in values) set('productName', values.product_name ?? null);
  if ('description' in values) set('description', values.description ?? null);
  if ('key_features' in values) set('keyFeatures', values.key_features ?? []);
  if ('platform' in values) set('platform', values.platform ?? []);
  if ('video_style' in values) set('videoStyle', values.video_style ?? null);
  if ('marketing_objective' in values) set('marketingObjective', values.marketing_objective ?? null);
  if ('target_audience' in values) set('targetAudience', values.target_audience ?? null);
  if ('tags' in values) set('tags', values.tags ?? []);
  if ('start_date' in values) set('startDate', values.start_date ?? null);
  if ('end_date' in values) set('endDate', values.end_date ?? null);
  if ('compensation' in values) set('compensationPaise', paiseOrNull(values.compensation));
  if ('budget' in values) set('budgetPaise', paiseOrNull(values.budget));
  if ('price_cap' in values) set('priceCapPaise', paiseOrNull(values.price_cap));
  if ('usage_rights' in values) set('usageRights', values.usage_rights ?? null);
  if ('destination_url' in values) set('destinationUrl', values.destination_url ?? null);
  if ('script_approval_required' in values) set('scriptApprovalRequired', values.script_approval_required ?? false);
  return columns;
}

/** The fields the client actually sent (an omitted field keeps its value; null clears it). */
function sentFields(body: unknown, parsed: TCampaignDraft): Partial<TCampaignDraft> {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(FIELDS.filter((f) => Object.hasOwn(raw, f)).map((f) => [f, parsed[f] ?? null]));
}

export function createCampaignsService(deps: CampaignsServiceDeps) {
  const { db, clock, jobs, ledger, payments, brands, storage, billing } = deps;
  const takesSlot = (status: CampaignStatus) => status === 'upcoming' || status === 'active';
  const today = () => campaignToday(clock.now());
  const discoverablePages = createDiscoverablePages({ db, clock });

  async function figuresOf(rows: Pick<CampaignRow, 'id' | 'publishedAt'>[], reader: DbOrTx = db): Promise<Map<string, EscrowFigures>> {
    const funded = rows.filter((r) => r.publishedAt).map((r) => r.id);
    return funded.length ? ledger.escrowFigures({ db: reader, campaignIds: funded }) : new Map();
  }

  /** The caller's campaign with its escrow figures and open checkout, as the API shows it; 404 otherwise. */
  async function viewOf(input: { userId: string; campaignId: string }) {
    const row = isUuid(input.campaignId) ? await findCampaignWithEscrow(db, { id: input.campaignId, userId: input.userId }) : undefined;
    if (!row) throw notFound();
    const open = await payments.openFundings({ campaignIds: [row.id] });
    const view = campaignView({ row, escrow: row.escrow, today: today(), openFunding: open.get(row.id) });
    // What completing it would send back, fee and GST included (decision 047), for the completion dialog.
    if (view.allowed_status_changes.includes('completed') && row.escrow.available > 0n) {
      view.escrow.unused_refund = unusedRefundView(await payments.previewEscrowRefund({ campaignId: row.id }));
    }
    return view;
  }

  async function ownCampaign(input: { userId: string; campaignId: string; db?: DbOrTx }) {
    const row = isUuid(input.campaignId) ? await findCampaign(input.db ?? db, { id: input.campaignId, userId: input.userId }) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** The row, locked for this transaction, when it is the caller's; 404 otherwise. */
  async function lockOwn(tx: Tx, input: { userId: string; campaignId: string }) {
    if (!isUuid(input.campaignId)) throw notFound();
    const row = await lockCampaign(tx, input.campaignId);
    if (!row || row.userId !== input.userId) throw notFound();
    return row;
  }

  async function assertOwnBrand(userId: string, brandId: string | null | undefined, reader: DbOrTx) {
    if (!brandId) return;
    try {
      await brands.ownBrand({ db: reader, userId, brandId });
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) throw new ValidationAppError({ brand_id: [M.brandNotFound] });
      throw err;
    }
  }

  async function scheduleJobs(tx: DbOrTx, row: CampaignRow) {
    const dates = datesOf(row);
    if (!dates) return;
    const data = { campaignId: row.id };
    if (row.status === 'upcoming') {
      await jobs.send({
        tx,
        name: CAMPAIGN_JOBS.start,
        data,
        startAfter: campaignStartsAt(dates.startDate),
        singletonKey: `${row.id}:${dates.startDate}`,
      });
    }
    await jobs.send({
      tx,
      name: CAMPAIGN_JOBS.end,
      data,
      startAfter: campaignEndsAt(dates.endDate),
      singletonKey: `${row.id}:${dates.endDate}`,
    });
  }

  /**
   * Moves a locked campaign to `next` with its side effects, all in the caller's transaction: the audit entry,
   * the refund of unreserved escrow on completion, and the start/end jobs when it is published or resumed.
   */
  async function applyStatus(input: {
    tx: Tx;
    row: CampaignRow;
    next: CampaignStatus;
    actor: AuditActor;
    reason: string;
    /** Set when a paid campaign waits as paused for a free slot of the plan; any other change clears it. */
    holdReason?: CampaignHoldReason;
  }) {
    const { tx, row, next, actor } = input;
    const now = clock.now();
    const values: Partial<CampaignRow> = { status: next, updatedAt: now, holdReason: input.holdReason ?? null };
    if (next === 'completed') values.completedAt = now;
    if (next === 'archived') values.archivedAt = now;
    if (row.status === 'draft' && (takesSlot(next) || next === 'paused')) values.publishedAt = now;
    const updated = await updateCampaign(tx, row.id, values);
    await recordAudit({
      tx,
      actor,
      at: now,
      action: 'campaign.status_changed',
      entityType: 'campaign',
      entityId: row.id,
      data: { from: row.status, to: next, reason: input.reason },
    });
    if (next === 'completed' || next === 'archived') await payments.closeOpenCheckouts({ tx, campaignId: row.id, actor });
    if (next === 'completed') {
      await deps.onCompleting?.({ tx, campaignId: row.id, actor });
      await payments.refundUnreservedEscrow({ tx, campaignId: row.id, actor });
    }
    if (next === 'upcoming' || row.status === 'draft') await scheduleJobs(tx, updated);
    // A slot of the plan frees: a campaign waiting for one may start (after this commits, under its own locks).
    if (takesSlot(row.status) && !takesSlot(next)) await jobs.send({ tx, name: CAMPAIGN_JOBS.startHeld, data: { userId: row.userId } });
    return updated;
  }

  /** The start and end jobs (and the sweep): each re-reads the campaign under its lock; early or repeated runs do nothing. */
  async function runSchedule(input: { campaignId: string }) {
    if (!isUuid(input.campaignId)) return;
    await retryingTransaction(() =>
      db.transaction(async (tx) => {
        const row = await lockCampaign(tx, input.campaignId);
        const dates = row && datesOf(row);
        if (!row || !dates) return;
        const day = today();
        if (endDue({ status: row.status, dates, today: day })) {
          await applyStatus({ tx, row, next: 'completed', actor: SCHEDULER_ACTOR, reason: 'end_date' });
        } else if (startDue({ status: row.status, dates, today: day })) {
          await applyStatus({ tx, row, next: 'active', actor: SCHEDULER_ACTOR, reason: 'start_date' });
        }
      }),
    );
  }

  /** Starts the brand's campaigns that wait for a free slot, oldest first, while its plan has room. */
  async function startHeld(input: { userId: string }) {
    if (!isUuid(input.userId)) return;
    for (const id of await findHeldCampaignIds(db, input.userId)) {
      const started = await retryingTransaction(() =>
        db.transaction(async (tx) => {
          const row = await lockCampaign(tx, id);
          const dates = row && datesOf(row);
          if (!row || !dates || row.status !== 'paused' || !row.holdReason) return true;
          const next = scheduledStatus(dates, today());
          if (next === 'completed') return true; // its end job completes it
          if (await billing.claimSlot({ tx, userId: row.userId })) return false;
          await applyStatus({ tx, row, next, actor: SCHEDULER_ACTOR, reason: 'plan_slot_freed' });
          return true;
        }),
      );
      if (!started) return;
    }
  }

  return {
    runSchedule,
    startHeld,

    /** 404 unless the campaign is the caller's: routes check it before accepting an upload for it. */
    async assertOwn(input: { userId: string; campaignId: string }) {
      await ownCampaign(input);
    },

    /** The safety net behind the jobs: every campaign whose start or end is overdue, in batches. */
    async sweepDue() {
      let ran = 0;
      for (const id of await findDueCampaignIds(db, today(), 500)) {
        await runSchedule({ campaignId: id });
        ran++;
      }
      return ran;
    },

    /** For discovery: campaigns a creator may see (active, with escrow left), as rows; the caller shapes them. */
    listDiscoverable: (filter: DiscoverableFilter) => discoverablePages.list(filter),
    findDiscoverable: (input: { id: string }) => findDiscoverableCampaign(db, input.id),
    isDiscoverableCover: (input: { fileId: string }) => isDiscoverableCover(db, input.fileId),

    async list(input: { userId: string; query: unknown }) {
      const q = parseOrThrow(ZListCampaignsQuery, input.query);
      const perPage = CAMPAIGN_LIMITS.perPage;
      const { rows, total } = await listCampaigns(db, {
        userId: input.userId,
        status: q.status,
        search: q.search,
        brandId: q.brand_id,
        sort: q.sort,
        limit: perPage,
        offset: (q.page - 1) * perPage,
      });
      const day = today();
      const open = await payments.openFundings({ campaignIds: rows.filter((row) => row.status !== 'archived').map((row) => row.id) });
      return {
        data: rows.map((row) => campaignView({ row, escrow: row.escrow, today: day, openFunding: open.get(row.id) })),
        current_page: q.page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      };
    },

    async get(input: { userId: string; campaignId: string }) {
      return { data: await viewOf(input) };
    },

    async create(input: { userId: string; body: unknown; actor: AuditActor }) {
      const values = parseOrThrow(ZCreateCampaignRequest, input.body);
      const brandId = values.brand_id ?? (await brands.list({ userId: input.userId })).data[0]?.id ?? null;
      await assertOwnBrand(input.userId, brandId, db);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        const row = await insertCampaign(tx, {
          ...toColumns(values),
          brandId,
          userId: input.userId,
          status: 'draft',
          createdAt: now,
          updatedAt: now,
        } as CampaignRow);
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'campaign.created',
          entityType: 'campaign',
          entityId: row.id,
          data: { status: 'draft' },
        });
        return row.id;
      });
      return { message: M.created, data: await viewOf({ userId: input.userId, campaignId: id }) };
    },

    async update(input: { userId: string; campaignId: string; body: unknown; actor: AuditActor }) {
      const sent = sentFields(input.body, parseOrThrow(ZUpdateCampaignRequest, input.body));
      await db.transaction(async (tx) => {
        const row = await lockOwn(tx, input);
        if (row.status === 'completed' || row.status === 'archived') throw conflict(M.notEditable);
        const published = (LIVE_CAMPAIGN_STATUSES as readonly string[]).includes(row.status);
        const current = formValues(row);
        if (published) {
          const changed = LOCKED_WHEN_PUBLISHED.filter((f) => f in sent && sent[f] !== current[f]);
          if (changed.length) throw conflict(M.lockedWhenPublished, Object.fromEntries(changed.map((f) => [f, [M.lockedWhenPublished]])));
        }
        const merged = parseOrThrow(published ? ZCampaignPublish : ZCampaignDraft, { ...current, ...sent });
        if ('brand_id' in sent) await assertOwnBrand(input.userId, merged.brand_id, tx);
        if (published || row.status === 'draft') {
          // Money paid or being paid (an open checkout, a payment held for a check) keeps its room in the budget.
          const committed = await payments.committedFundingPaise({ tx, campaignId: row.id });
          if (typeof merged.budget === 'number' && rupeesToPaise(merged.budget) < committed) {
            throw new ValidationAppError({ budget: [M.budgetBelowFunded(formatPaise(committed))] });
          }
        }
        if (published) {
          if ('end_date' in sent && merged.end_date && merged.end_date < today())
            throw new ValidationAppError({ end_date: [M.endDateInPast] });
        }
        const now = clock.now();
        const updated = await updateCampaign(tx, row.id, { ...toColumns(sent), updatedAt: now });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'campaign.updated',
          entityType: 'campaign',
          entityId: row.id,
          data: { fields: Object.keys(sent) },
        });
        if (published && updated.endDate !== row.endDate) await scheduleJobs(tx, updated);
      });
      return { message: M.updated, data: await viewOf(input) };
    },

    async changeStatus(input: { userId: string; campaignId: string; status: CampaignStatusRequest; actor: AuditActor }) {
      const next = await retryingTransaction(() =>
        db.transaction(async (tx) => {
          const row = await lockOwn(tx, input);
          const decision = requestStatusChange({ from: row.status, to: input.status, dates: datesOf(row), today: today() });
          if (!decision.ok) throw conflict(decision.message);
          if (row.status === 'paused' && takesSlot(decision.status)) {
            const refusal = await billing.claimSlot({ tx, userId: row.userId, resuming: !row.holdReason });
            if (refusal) throw slotError(refusal);
          }
          await applyStatus({ tx, row, next: decision.status, actor: input.actor, reason: 'brand' });
          return decision.status;
        }),
      );
      const message = M.statusChanged[next as keyof typeof M.statusChanged] ?? M.updated;
      return { message, data: await viewOf(input) };
    },

    /**
     * Opens a provider checkout for `amount` rupees into the campaign's escrow (the fee and GST come on top), under the
     * campaign's row lock: the campaign's own rules here, the budget and the one open checkout in payments.
     */
    async fund(input: { userId: string; campaignId: string; amount: number; idempotencyKey: string; actor: AuditActor }) {
      const amountPaise = rupeesToPaise(input.amount);
      return retryingTransaction(() =>
        answerWithEffect(db, async (tx) => {
          const row = await lockOwn(tx, input);
          if (!(['draft', ...LIVE_CAMPAIGN_STATUSES] as string[]).includes(row.status)) throw conflict(M.fundClosed);
          if (row.status === 'draft') {
            const missing = missingFields(row);
            if (Object.keys(missing).length) throw new ValidationAppError(missing, M.incomplete);
            // Publishing needs a free slot of the plan; the capture checks again under the lock and holds it if not.
            const refusal = await billing.publicationRefusal({ db: tx, userId: row.userId });
            if (refusal) throw slotError(refusal);
          }
          if (row.endDate && row.endDate < today()) throw new ValidationAppError({ end_date: [M.endDatePassed] });
          const started = await payments.startFunding({
            tx,
            campaign: row,
            brandUserId: input.userId,
            amountPaise,
            idempotencyKey: input.idempotencyKey,
            actor: input.actor,
          });
          return started.view;
        }),
      );
    },

    /** The payments hook, inside the capture's transaction (which holds the campaign's lock): a draft is published by its dates. */
    async onFundingCaptured(input: { tx: Tx; funding: FundingRow }) {
      const row = await lockCampaign(input.tx, input.funding.campaignId);
      const dates = row && datesOf(row);
      if (row?.status !== 'draft' || !dates) return;
      const next = statusAfterFunding({ status: row.status, dates, today: today() });
      // Money is never refused once paid: over the plan's limit, the campaign waits as paused with its escrow.
      if (takesSlot(next) && (await billing.claimSlot({ tx: input.tx, userId: row.userId }))) {
        await applyStatus({
          tx: input.tx,
          row,
          next: 'paused',
          actor: PROVIDER_ACTOR,
          reason: 'funded_over_plan_limit',
          holdReason: 'plan_limit',
        });
        return;
      }
      await applyStatus({ tx: input.tx, row, next, actor: PROVIDER_ACTOR, reason: 'funded' });
    },

    /** Every funding of the caller's campaign, newest first, with what became of it; 404 for another brand's. */
    async fundingsOf(input: { userId: string; campaignId: string }) {
      const row = await ownCampaign(input);
      return { data: await payments.listFundings({ campaignId: row.id }) };
    },

    async escrowSummary(input: { userId: string }) {
      const { campaigns: count, ...total } = await sumEscrow(db, input.userId);
      return { ...escrowView(total), campaigns_count: count };
    },

    async ledgerOf(input: { userId: string; campaignId: string; query: unknown }) {
      const { page } = parseOrThrow(ZCampaignLedgerQuery, input.query);
      const row = await ownCampaign(input);
      const perPage = 20;
      const [figures, transfers] = await Promise.all([figuresOf([row]), ledger.transfersFor({ campaignId: row.id, page, limit: perPage })]);
      const inCampaign = (kind: string) => kind === 'campaign_escrow' || kind === 'script_reservation';
      const total = transfers.total ?? 0;
      return {
        escrow: escrowView(figures.get(row.id) ?? NO_ESCROW),
        data: transfers.items.map((t) => ({
          id: t.id,
          kind: t.kind,
          amount: paiseToRupees(t.amountPaise),
          direction: (inCampaign(t.creditKind) === inCampaign(t.debitKind) ? 0 : inCampaign(t.creditKind) ? 1 : -1) as 0 | 1 | -1,
          from_account: t.debitKind,
          to_account: t.creditKind,
          reference_type: t.refType,
          reference_id: t.refId,
          created_at: t.createdAt.toISOString(),
        })),
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      };
    },

    /** Sets (or with no file, removes) the cover image; the replaced file is deleted. */
    async setCover(input: { userId: string; campaignId: string; file: StoredFile | null; actor: AuditActor }) {
      let previous: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const row = await lockOwn(tx, input);
          if (row.status === 'completed' || row.status === 'archived') throw conflict(M.notEditable);
          previous = row.coverFileId;
          await updateCampaign(tx, row.id, { coverFileId: input.file?.id ?? null, updatedAt: clock.now() });
        });
      } catch (err) {
        if (input.file) await discardStoredFilesById({ db, storage, ids: [input.file.id] });
        throw err;
      }
      if (previous) await discardStoredFilesById({ db, storage, ids: [previous] });
      return { message: input.file ? M.coverSaved : M.coverRemoved, data: await viewOf(input) };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
