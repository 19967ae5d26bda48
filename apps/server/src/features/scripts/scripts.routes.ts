import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import {
  ZCreatorCampaignsResponse,
  ZSaveScriptRequest,
  ZResubmitScriptRequest,
  ZResubmitScriptResponse,
  ZSaveScriptResponse,
  ZScriptIdParams,
  ZScriptResponse,
  ZScriptsResponse,
} from '@amplio/shared/schemas/scripts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createIdempotency } from '../../lib/idempotency/idempotency';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { ScriptsService } from './scripts.service';
import { readInService } from '../../lib/route-schemas';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 419: ZErrorResponse, 422: ZErrorResponse };
const tags = ['scripts'];

export const scriptsRoutes: FastifyPluginAsyncZod<{ scripts: ScriptsService; db: Db; clock: Clock }> = async (
  app,
  { scripts, db, clock },
) => {
  const creatorOnly = requireRole('creator');
  const idempotency = createIdempotency({ db, clock });
  const idempotent = idempotency.route({ required: false, successStatus: 201 });
  const idempotentOk = idempotency.route({ required: false });

  app.post(
    '/api/campaigns/save-script',
    {
      preValidation: creatorOnly,
      preHandler: idempotent.preHandler,
      onSend: idempotent.onSend,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Saves a script for an active campaign and reserves the creator’s price from its escrow',
        description:
          'The server computes the price itself (dynamic_price from the body is never reserved; price_adjusted says when they differ). The campaign must be active and funded and belong to brand_id (422 Invalid campaign). One open script per creator and campaign (409). When the escrow cannot cover the price the answer is 409 and nothing is saved or reserved. An optional Idempotency-Key replays the first answer.',
        body: ZSaveScriptRequest,
        response: { 201: ZSaveScriptResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await idempotent.run(request, () => scripts.save({ userId: request.user!.id, body: request.body, actor: auditActorOf(request) })),
        ),
  );

  app.get(
    '/api/creator/scripts',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'The creator’s scripts, newest first (at most 100): the first is the current one',
        response: { 200: ZScriptsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return scripts.list({ userId: request.user!.id });
    },
  );

  app.get(
    '/api/creator/scripts/:id',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'One of the creator’s scripts; any other answers 404',
        params: ZScriptIdParams,
        response: { 200: ZScriptResponse, 404: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return scripts.get({ userId: request.user!.id, id: request.params.id });
    },
  );

  app.post(
    '/api/creator/scripts/:id/resubmit',
    {
      preValidation: creatorOnly,
      preHandler: idempotentOk.preHandler,
      onSend: idempotentOk.onSend,
      validatorCompiler: readInService,
      schema: {
        tags,
        summary: 'Edits a script the brand rejected and, when the campaign approves scripts before filming, sends it to the brand again',
        description:
          'Issue 28 §1. Only a script in Script Rejected that is still open (409 otherwise; the text must change, 422). With script approval on, the script becomes Script Submitted with a new countdown before Amplio approves it on the brand’s behalf; without it (the brand rejected the script behind a video) the text is updated and the creator films a new video. A script rejection counts towards the 3 rejections of spec 3 §4. Another creator’s script is 404. An optional Idempotency-Key replays the first answer.',
        params: ZScriptIdParams,
        body: ZResubmitScriptRequest,
        response: { 200: ZResubmitScriptResponse, 404: ZErrorResponse, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) =>
      idempotentOk.run(request, () =>
        scripts.resubmit({ userId: request.user!.id, id: request.params.id, body: request.body, actor: auditActorOf(request) }),
      ),
  );

  app.get(
    '/api/creator/campaigns',
    {
      preValidation: creatorOnly,
      schema: {
        tags,
        summary: 'The campaigns the creator has a script for, with creator_upload, views and likes',
        response: { 200: ZCreatorCampaignsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return scripts.campaigns({ userId: request.user!.id });
    },
  );
};
