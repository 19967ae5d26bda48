import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZBrandBilling, ZChoosePlanRequest, ZSubscribeResponse } from '@amplio/shared/schemas/billing';
import { requireRole } from '../../plugins/auth-guards';
import { auditActorOf } from '../audit/audit-log';
import type { SubscriptionsService } from './subscriptions.service';

/** A refusal (409), bad input (422), not signed in (401), not a brand (403), a stale CSRF token (419), payments off (503). */
const ERRORS = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
  503: ZErrorResponse,
};

/** The brand's plan: subscribe, change, cancel and resume (issue 26 §2, decision 045). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (app, { subscriptions }) => {
  app.post(
    '/api/brands/billing/subscribe',
    {
      preValidation: requireRole('brand'),
      schema: {
        tags: ['billing'],
        summary: 'Opens the checkout where the brand pays the first month of a plan and authorises the recurring mandate',
        body: ZChoosePlanRequest,
        response: { 200: ZSubscribeResponse, ...ERRORS },
      },
    },
    async (request) => subscriptions.subscribe({ userId: request.user!.id, plan: request.body.plan, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/brands/billing/change',
    {
      preValidation: requireRole('brand'),
      schema: {
        tags: ['billing'],
        summary: 'Upgrades at once (the unused part of the period credited, the difference charged) or downgrades at the period end',
        body: ZChoosePlanRequest,
        response: { 200: ZBrandBilling, ...ERRORS },
      },
    },
    async (request) => subscriptions.change({ userId: request.user!.id, plan: request.body.plan, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/brands/billing/cancel',
    {
      preValidation: requireRole('brand'),
      schema: {
        tags: ['billing'],
        summary: 'Cancels the plan at the end of the paid period (undone by resume until then)',
        response: { 200: ZBrandBilling, ...ERRORS },
      },
    },
    async (request) => subscriptions.cancel({ userId: request.user!.id, actor: auditActorOf(request) }),
  );

  app.post(
    '/api/brands/billing/resume',
    {
      preValidation: requireRole('brand'),
      schema: {
        tags: ['billing'],
        summary: 'Undoes a cancellation before the period ends: the plan renews as before',
        response: { 200: ZBrandBilling, ...ERRORS },
      },
    },
    async (request) => subscriptions.resume({ userId: request.user!.id, actor: auditActorOf(request) }),
  );
};
