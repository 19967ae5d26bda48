import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAMPAIGN_COVER_MAX_BYTES, CAMPAIGN_COVER_MIME_TYPES } from '@amplio/shared/constants/campaigns';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  CAMPAIGN_MESSAGES as M,
  ZCampaignIdParams,
  ZCampaignLedgerQuery,
  ZCampaignLedgerResponse,
  ZCampaignStatusRequest,
  ZCampaignStatusResponse,
  ZCreateCampaignRequest,
  ZEscrowSummaryResponse,
  ZGetCampaignResponse,
  ZListCampaignsQuery,
  ZListCampaignsResponse,
  ZSaveCampaignResponse,
  ZUpdateCampaignRequest,
} from '@amplio/shared/schemas/campaigns';
import {
  ZCampaignFundingsResponse,
  ZPaymentInProgressResponse,
  ZFundCampaignRequest,
  ZFundCampaignResponse,
} from '@amplio/shared/schemas/payments';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/errors';
import { createIdempotency, idempotencyKeyOf } from '../../lib/idempotency/idempotency';
import type { Storage } from '../../lib/storage/storage';
import { readMultipartForm } from '../../lib/uploads/multipart-form';
import type { FileFieldRule } from '../../lib/uploads/receive-file';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { CampaignsService } from './campaigns.service';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['campaigns'];
// The service parses create and update bodies itself: it needs to know which fields were sent (omitted keeps, null clears).
const readInHandler = () => (data: unknown) => ({ value: data });

/** A campaign's cover: JPEG, PNG or WebP by magic bytes, at most 5 MB. */
const COVER_RULE: FileFieldRule = {
  purpose: 'campaign_cover',
  maxBytes: CAMPAIGN_COVER_MAX_BYTES,
  allowed: CAMPAIGN_COVER_MIME_TYPES,
  messages: { tooLarge: M.coverTooLarge, wrongType: M.coverWrongType },
};

export const campaignsRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService; db: Db; storage: Storage; clock: Clock }> = async (
  app,
  { campaigns, db, storage, clock },
) => {
  const brandOnly = requireRole('brand');
  const idempotent = createIdempotency({ db, clock }).route({ successStatus: 201 });
  const own = (request: { user?: { id: string }; params: { id: string } }) => ({ userId: request.user!.id, campaignId: request.params.id });

  app.get(
    '/api/brands/campaigns',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: "The account's campaigns, 10 a page, newest first; without status, every campaign but archived ones",
        querystring: ZListCampaignsQuery,
        response: { 200: ZListCampaignsResponse, ...errors },
      },
    },
    async (request) => campaigns.list({ userId: request.user!.id, query: request.query }),
  );

  app.post(
    '/api/brands/campaigns',
    {
      preValidation: brandOnly,
      validatorCompiler: readInHandler,
      schema: {
        tags,
        summary: 'Saves a new campaign as a draft (half-filled is fine); brand_id defaults to the first brand profile',
        body: ZCreateCampaignRequest,
        response: { 201: ZSaveCampaignResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await campaigns.create({ userId: request.user!.id, body: request.body, actor: auditActorOf(request) })),
  );

  app.get(
    '/api/brands/campaigns/:id',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'One campaign with its escrow figures',
        params: ZCampaignIdParams,
        response: { 200: ZGetCampaignResponse, ...errors },
      },
    },
    async (request) => campaigns.get(own(request)),
  );

  app.put(
    '/api/brands/campaigns/:id',
    {
      preValidation: brandOnly,
      validatorCompiler: readInHandler,
      schema: {
        tags,
        summary: 'Updates a campaign: omitted fields keep their value, null clears one',
        description:
          'A draft takes any subset. A published campaign (upcoming, active, paused) must stay complete and keeps brand_id, compensation, price_cap, usage_rights and start_date (409); its budget cannot drop below what was funded. Completed and archived campaigns cannot be edited (409).',
        params: ZCampaignIdParams,
        body: ZUpdateCampaignRequest,
        response: { 200: ZSaveCampaignResponse, ...errors },
      },
    },
    async (request) => campaigns.update({ ...own(request), body: request.body, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/brands/campaigns/:id/status',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'Pauses, resumes (active), completes or archives a campaign',
        description:
          'Publishing happens through funding. Pause: upcoming or active. Resume (active): paused, before the end date; upcoming again before the start date. Complete: upcoming, active or paused; the unreserved escrow is refunded. Archive: draft or completed. Anything else answers 409 with the reason.',
        params: ZCampaignIdParams,
        body: ZCampaignStatusRequest,
        response: { 200: ZCampaignStatusResponse, ...errors },
      },
    },
    async (request) => campaigns.changeStatus({ ...own(request), status: request.body.status, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/brands/campaigns/:id/fund',
    {
      preValidation: brandOnly,
      preHandler: idempotent.preHandler,
      onSend: idempotent.onSend,
      schema: {
        tags,
        summary: 'Opens a provider checkout to fund the campaign’s escrow with `amount` rupees (platform fee and GST on top)',
        description:
          'Needs an Idempotency-Key header. A draft must be complete (422 lists what is missing); the end date must not have passed; the campaign is published when the payment is captured. The amount cannot exceed the budget less what is funded, open or held. A campaign has at most one open checkout: while one is open, another payment attempt answers 409 `payment_in_progress` with `open_funding` (continue it at its `checkout_url`, or cancel it with POST /api/brands/fundings/{funding_id}/cancel).',
        params: ZCampaignIdParams,
        body: ZFundCampaignRequest,
        response: { 201: ZFundCampaignResponse, ...errors, 409: z.union([ZPaymentInProgressResponse, ZErrorResponse]) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await idempotent.run(request, () =>
          campaigns.fund({
            ...own(request),
            amount: request.body.amount,
            idempotencyKey: idempotencyKeyOf(request)!,
            actor: auditActorOf(request),
          }),
        ),
      ),
  );

  app.get(
    '/api/brands/campaigns/:id/ledger',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'The campaign’s escrow figures and its ledger transfers, 20 a page, newest first',
        params: ZCampaignIdParams,
        querystring: ZCampaignLedgerQuery,
        response: { 200: ZCampaignLedgerResponse, ...errors },
      },
    },
    async (request) => campaigns.ledgerOf({ ...own(request), query: request.query }),
  );

  app.get(
    '/api/brands/campaigns/:id/fundings',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary:
          'Every funding of the campaign, newest first: open, paid, failed, cancelled, expired, refunded in full or held, each with why',
        params: ZCampaignIdParams,
        response: { 200: ZCampaignFundingsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return campaigns.fundingsOf(own(request));
    },
  );

  app.post(
    '/api/brands/campaigns/:id/cover',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'Sets the campaign’s cover image: a multipart form with one `cover` file (JPEG, PNG or WebP by magic bytes, at most 5 MB)',
        params: ZCampaignIdParams,
        response: { 200: ZSaveCampaignResponse, ...errors },
      },
    },
    async (request) => {
      await campaigns.assertOwn(own(request));
      const form = await readMultipartForm({ request, db, storage, owner: { userId: request.user!.id }, files: { cover: COVER_RULE } });
      const file = form.files.cover;
      if (!file) throw fieldError('cover', M.coverRequired);
      return campaigns.setCover({ ...own(request), file, actor: auditActorOf(request) });
    },
  );

  app.delete(
    '/api/brands/campaigns/:id/cover',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'Removes the campaign’s cover image',
        params: ZCampaignIdParams,
        response: { 200: ZSaveCampaignResponse, ...errors },
      },
    },
    async (request) => campaigns.setCover({ ...own(request), file: null, actor: auditActorOf(request) }),
  );

  app.get(
    '/api/brands/escrow',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'The account’s escrow across its campaigns: funded, reserved, released, refunded and available (rupees)',
        response: { 200: ZEscrowSummaryResponse, ...errors },
      },
    },
    async (request) => campaigns.escrowSummary({ userId: request.user!.id }),
  );
};
