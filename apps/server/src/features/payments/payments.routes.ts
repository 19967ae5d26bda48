import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCancelFundingResponse,
  ZFundingIdParams,
  ZFundingReceipt,
  ZPaymentTermsResponse,
  ZPaymentWebhookResponse,
} from '@amplio/shared/schemas/payments';
import { auditActorOf } from '../audit/audit-log';
import { requireRole } from '../../plugins/auth-guards';
import type { PaymentsService } from './payments.service';
import { WEBHOOK_PATH } from './sandbox/sandbox-webhooks';

const WEBHOOK_BODY_LIMIT = 64 * 1024;
const ZMessage = z.object({ message: z.string() });

export async function paymentsRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const { payments } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/terms',
    {
      preHandler: requireRole('brand'),
      schema: {
        tags: ['payments'],
        summary: 'The fee and GST rates and funding limits, for the breakdown shown before paying',
        response: { 200: ZPaymentTermsResponse },
      },
    },
    async () => payments.terms(),
  );

  r.get(
    '/api/brands/fundings/:funding_id',
    {
      preHandler: requireRole('brand'),
      schema: {
        tags: ['payments'],
        summary: "One of the brand's fundings: the receipt's data",
        params: ZFundingIdParams,
        response: { 200: ZFundingReceipt, 404: ZMessage },
      },
    },
    async (request) => payments.getReceipt({ brandUserId: request.user!.id, fundingId: request.params.funding_id }),
  );

  r.post(
    '/api/brands/fundings/:funding_id/cancel',
    {
      preHandler: requireRole('brand'),
      schema: {
        tags: ['payments'],
        summary: "Cancels the brand's open checkout, here and at the provider",
        description:
          'Only a pending funding can be cancelled; any other answers 409 with the reason. A payment that still reaches the provider afterwards is refunded in full, fee and GST included, and the brand is told.',
        params: ZFundingIdParams,
        response: { 200: ZCancelFundingResponse, 404: ZMessage, 409: ZMessage },
      },
    },
    async (request) =>
      payments.cancelFunding({ brandUserId: request.user!.id, fundingId: request.params.funding_id, actor: auditActorOf(request) }),
  );

  // The provider's signed webhook: no session and no CSRF token; the HMAC over the exact bytes received is the
  // proof, so this scope keeps JSON bodies raw and the service parses them after checking the signature.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      {
        config: { csrf: false },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary: 'Payment provider webhook (HMAC-SHA256 signed; Amplio-Signature: t=<unix>,v1=<hex>)',
          response: { 200: ZPaymentWebhookResponse, 400: ZMessage },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { received: true as const, outcome: await payments.handleWebhook({ rawBody, headers: request.headers }) };
      },
    );
  });
}
