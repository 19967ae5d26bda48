import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { LedgerService } from '../ledger/ledger.service';
import type { PaymentsService } from '../payments/payments.service';
import { payoutsRoutes } from './payouts.routes';
import { createPayoutsService, type PayoutsService } from './payouts.service';

/**
 * The operator console (issue 13 §4): operators sign in at /ops/login (features/auth), work the queue of pending
 * payouts, send each through the payment provider, and mark it paid (UTR) or failed (money back to the wallet).
 * The provider's payout.* webhooks arrive through the payments feature's endpoint and are handed to this service.
 */
export async function registerPayouts(
  app: FastifyInstance,
  deps: AppDeps & { ledger: LedgerService; payments: PaymentsService },
): Promise<PayoutsService> {
  const payouts = createPayoutsService({
    db: deps.db,
    clock: deps.clock,
    ledger: deps.ledger,
    mail: deps.mail,
    bridge: deps.payments.payouts,
    appUrl: deps.config.appUrl,
    secret: deps.config.appSecret,
  });
  deps.payments.payouts.onEvent((input) => payouts.handleProviderEvent(input));
  await app.register(payoutsRoutes, { payouts, db: deps.db, clock: deps.clock });
  return payouts;
}
