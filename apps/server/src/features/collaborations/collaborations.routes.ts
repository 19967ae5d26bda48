import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplyRequest,
  ZCampaignAccess,
  ZCampaignAccessRequest,
  ZCampaignCreatorsResponse,
  ZCollaborationResponse,
  ZCollaborationsResponse,
  ZDeclineRequest,
  ZInviteListRequest,
  ZInviteListResponse,
  ZInviteRequest,
} from '@amplio/shared/schemas/collaborations';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createIdempotency } from '../../lib/idempotency/idempotency';
import { readInService, signedInErrors as errors } from '../../lib/route-schemas';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { CollaborationsService } from './collaborations.service';

const tags = ['collaborations'];
const params = z.object({ id: z.string().max(64) });

export const collaborationsRoutes: FastifyPluginAsyncZod<{ collaborations: CollaborationsService; db: Db; clock: Clock }> = async (
  app,
  { collaborations: service, db, clock },
) => {
  const brandOnly = requireRole('brand');
  const creatorOnly = requireRole('creator');
  // Accepting moves money: an optional Idempotency-Key replays the first answer, as saving a script does.
  const idempotent = createIdempotency({ db, clock }).route({ required: false, successStatus: 200 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const act = (request: { user?: { id: string } | null; params: { id: string } }) => ({ userId: request.user!.id, id: request.params.id });

  app.post(
    '/api/campaigns/:id/applications',
    {
      preValidation: creatorOnly,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Applies to an approval-mode campaign with a pitch; 201 with the creator’s price',
        params,
        body: ZApplyRequest,
        response: { 201: ZCollaborationResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.apply({
          userId: request.user!.id,
          campaignId: request.params.id,
          body: request.body,
          actor: auditActorOf(request),
        }),
      ),
  );

  app.post(
    '/api/brands/campaigns/:id/invitations',
    {
      preValidation: brandOnly,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Invites a creator at their computed price or more (never less); the invitation is open for 7 days',
        params,
        body: ZInviteRequest,
        response: { 201: ZCollaborationResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.invite({
          userId: request.user!.id,
          campaignId: request.params.id,
          body: request.body,
          actor: auditActorOf(request),
        }),
      ),
  );

  app.post(
    '/api/brands/campaigns/:id/invitations/list',
    {
      preValidation: brandOnly,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Invites everyone on one of the brand’s saved lists, each at their computed price; says who was skipped and why',
        params,
        body: ZInviteListRequest,
        response: { 201: ZInviteListResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await service.inviteList({
          userId: request.user!.id,
          campaignId: request.params.id,
          body: request.body,
          actor: auditActorOf(request),
        }),
      ),
  );

  app.get(
    '/api/brands/campaigns/:id/creators',
    {
      preValidation: brandOnly,
      schema: {
        tags,
        summary: 'The campaign’s Creators tab: invited, applied, working, completed, declined and expired, with what is held',
        params,
        response: { 200: ZCampaignCreatorsResponse, ...errors },
      },
    },
    async (request) => service.creatorsOf({ userId: request.user!.id, campaignId: request.params.id }),
  );

  app.put(
    '/api/brands/campaigns/:id/access',
    {
      preValidation: brandOnly,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Sets who may work on the campaign (open, approval, invite_only) and how many creators it takes',
        params,
        body: ZCampaignAccessRequest,
        response: { 200: z.object({ success: z.literal(true), data: ZCampaignAccess }), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setAccess({
        userId: request.user!.id,
        campaignId: request.params.id,
        body: request.body,
        actor: auditActorOf(request),
      }),
    }),
  );

  const answerRoute = (summary: string, withBody: boolean) => ({
    validatorCompiler: readInService,
    preHandler: idempotent.preHandler,
    onSend: idempotent.onSend,
    schema: {
      tags,
      summary,
      params,
      ...(withBody ? { body: ZDeclineRequest.optional() } : {}),
      response: { 200: ZCollaborationResponse, ...errors },
    },
  });

  app.post(
    '/api/brands/applications/:id/accept',
    {
      preValidation: brandOnly,
      ...answerRoute('Accepts an application and holds the creator’s price from escrow (409 and nothing held when it cannot)', false),
    },
    async (request) => idempotent.run(request, () => service.acceptApplication({ ...act(request), actor: auditActorOf(request) })),
  );
  app.post(
    '/api/brands/applications/:id/decline',
    { preValidation: brandOnly, ...answerRoute('Declines an application with an optional reason the creator sees', true) },
    async (request) => service.declineApplication({ ...act(request), body: request.body, actor: auditActorOf(request) }),
  );
  app.post(
    '/api/brands/invitations/:id/withdraw',
    { preValidation: brandOnly, ...answerRoute('Withdraws an invitation the creator has not answered', false) },
    async (request) => service.withdrawInvitation({ ...act(request), actor: auditActorOf(request) }),
  );

  app.get(
    '/api/creator/invitations',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'The creator’s invitations and applications, newest first',
        response: { 200: ZCollaborationsResponse, ...errors },
      },
    },
    async (request) => service.mine({ userId: request.user!.id }),
  );
  app.post(
    '/api/creator/invitations/:id/accept',
    { preValidation: creatorOnly, ...answerRoute('Accepts an invitation; its price is held from escrow for the creator', false) },
    async (request) => idempotent.run(request, () => service.acceptInvitation({ ...act(request), actor: auditActorOf(request) })),
  );
  app.post(
    '/api/creator/invitations/:id/decline',
    { preValidation: creatorOnly, ...answerRoute('Declines an invitation', true) },
    async (request) => service.declineInvitation({ ...act(request), body: request.body, actor: auditActorOf(request) }),
  );
  app.post(
    '/api/creator/applications/:id/withdraw',
    { preValidation: creatorOnly, ...answerRoute('Withdraws an application the brand has not answered', false) },
    async (request) => service.withdrawApplication({ ...act(request), actor: auditActorOf(request) }),
  );
};
