import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { LedgerService } from '../ledger/ledger.service';
import type { PaymentsService } from '../payments/payments.service';

/**
 * The operator console (issue 13 §4): operators sign in at /ops/login, work the queue of pending payouts, send each
 * through the payment provider, and mark it paid (UTR) or failed (money back to the wallet). Issue 13 fills this in.
 */
export async function registerPayouts(
  _app: FastifyInstance,
  _deps: AppDeps & { ledger: LedgerService; payments: PaymentsService },
): Promise<void> {}
