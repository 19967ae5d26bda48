import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { JobQueueRuntime } from '../../lib/jobs/pg-boss-queue';
import type { LedgerService } from '../ledger/ledger.service';
import { walletRoutes } from './wallet.routes';
import { createWalletService, type WalletService } from './wallet.service';

/**
 * The creator's wallet (spec 3 §2.2, §3, §5): earnings, payment history and withdrawals, all read from and written
 * through the ledger, and the payment tracker.
 */
export async function registerWallet(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; jobs: JobQueueRuntime; ledger: LedgerService },
): Promise<WalletService> {
  const wallet = createWalletService({ db: deps.db, clock: deps.clock, ledger: deps.ledger });
  await app.register(walletRoutes, { wallet, db: deps.db, clock: deps.clock });
  return wallet;
}
