import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@amplio/shared/schemas/auth';
import { ZInvoiceIdParams, ZInvoiceListQuery, ZInvoiceListResponse, ZInvoiceResponse } from '@amplio/shared/schemas/invoices';
import { requireRole } from '../../plugins/auth-guards';
import { renderInvoiceHtml } from './invoice-html';
import { renderInvoicePdf } from './invoice-pdf';
import type { InvoicesService } from './invoices.service';

const tags = ['invoices'];
const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse } as const;

/** The brand's GST tax invoices and credit notes: list, JSON, PDF and a printable page (issue 26 §3). */
export async function invoicesRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('brand');

  r.get(
    '/api/brands/invoices',
    {
      preHandler,
      schema: {
        tags,
        summary:
          "The brand's tax invoices and credit notes, newest first, a page at a time (page, per_page: 50 by default, at most 100); funding_id narrows to one funding's",
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoiceListResponse, 400: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return invoices.list({
        brandUserId: request.user!.id,
        fundingId: request.query.funding_id,
        page: request.query.page,
        perPage: request.query.per_page,
      });
    },
  );

  r.get(
    '/api/brands/invoices/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One tax invoice or credit note, every field it states',
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return invoices.get({ brandUserId: request.user!.id, id: request.params.id });
    },
  );

  r.get(
    '/api/brands/invoices/:id/pdf',
    {
      preHandler,
      schema: { tags, summary: 'The document as a PDF (application/pdf, a download); 401, 403, 404 as JSON', params: ZInvoiceIdParams },
    },
    async (request, reply) => {
      const doc = await invoices.document({ brandUserId: request.user!.id, id: request.params.id });
      const pdf = await renderInvoicePdf(doc);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${doc.number.replaceAll('/', '-')}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );

  r.get(
    '/api/brands/invoices/:id/print',
    { preHandler, schema: { tags, summary: 'The document as a printable HTML page; 401, 403, 404 as JSON', params: ZInvoiceIdParams } },
    async (request, reply) => {
      const doc = await invoices.document({ brandUserId: request.user!.id, id: request.params.id });
      return reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(renderInvoiceHtml(doc));
    },
  );
}
