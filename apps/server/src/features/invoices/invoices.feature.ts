import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type InvoicesConfig, invoicesConfigFromEnv } from './invoices.config';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicesService, type InvoicesService } from './invoices.service';

/** Builds the invoices service (supplier details from INVOICE_* variables by default) and registers its routes. */
export async function registerInvoices(app: FastifyInstance, deps: { db: Db; config?: InvoicesConfig }): Promise<InvoicesService> {
  const invoices = createInvoicesService({ db: deps.db, config: deps.config ?? invoicesConfigFromEnv() });
  await app.register(invoicesRoutes, { invoices });
  return invoices;
}
