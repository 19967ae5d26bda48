import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES } from '@amplio/shared/constants/ledger';
import {
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LedgerInputError,
  ReservationExistsError,
  ReservationSettledError,
} from '../../../src/features/ledger/ledger.errors';
import { MAX_TRANSFER_PAISE } from '../../../src/features/ledger/ledger.service';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { EXTERNAL, escrow, fund, REFUNDS_PENDING, reservation, reserve, useLedgerDatabase, wallet } from './ledger-fixtures';

const t = useLedgerDatabase();

describe('transfer', () => {
  it('moves money from the debit account to the credit account and records balances after', async () => {
    const campaignId = randomUUID();
    const before = await t.ledger.balanceOf({ account: EXTERNAL });
    const { transfer, created } = await fund(t.ledger, { campaignId, amountPaise: 150_000n });
    expect(created).toBe(true);
    expect(transfer.amountPaise).toBe(150_000n);
    expect(transfer.creditBalanceAfterPaise).toBe(150_000n);
    expect(await t.ledger.balanceOf({ account: escrow(campaignId) })).toBe(150_000n);
    expect(await t.ledger.balanceOf({ account: EXTERNAL })).toBe(before - 150_000n);
  });

  it('returns the existing transfer for a repeated idempotency key and moves nothing', async () => {
    const campaignId = randomUUID();
    const first = await fund(t.ledger, { campaignId, amountPaise: 5_000n, key: `k-${campaignId}` });
    const again = await t.ledger.transfer({
      debit: EXTERNAL,
      credit: escrow(campaignId),
      amountPaise: 5_000n,
      kind: 'funding',
      refType: 'funding',
      refId: first.transfer.refId,
      idempotencyKey: `k-${campaignId}`,
    });
    expect(again.created).toBe(false);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect(await t.ledger.balanceOf({ account: escrow(campaignId) })).toBe(5_000n);
  });

  it('refuses an idempotency key reused for a different amount', async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 5_000n, key: `reuse-${campaignId}` });
    await expect(fund(t.ledger, { campaignId, amountPaise: 5_001n, key: `reuse-${campaignId}` })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
  });

  it('answers InsufficientFundsError (409) when escrow cannot cover a reservation, and moves nothing', async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 999n });
    const error = await reserve(t.ledger, { campaignId, scriptId: randomUUID(), amountPaise: 1_000n }).catch((e) => e);
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(LEDGER_MESSAGES.insufficientFunds);
    expect(error.balancePaise).toBe(999n);
    expect(await t.ledger.balanceOf({ account: escrow(campaignId) })).toBe(999n);
  });

  it('lets a reservation take the whole escrow, to the last paisa', async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 1_000n });
    const { created } = await reserve(t.ledger, { campaignId, scriptId: randomUUID(), amountPaise: 1_000n });
    expect(created).toBe(true);
    expect(await t.ledger.balanceOf({ account: escrow(campaignId) })).toBe(0n);
  });

  it('refuses a route the kind does not allow (escrow straight to a wallet)', async () => {
    await expect(
      t.ledger.transfer({
        debit: escrow(randomUUID()),
        credit: wallet(randomUUID()),
        amountPaise: 1n,
        kind: 'release',
        refType: 'script',
        refId: randomUUID(),
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(LedgerInputError);
  });

  it.each([0n, -1n, MAX_TRANSFER_PAISE + 1n])('refuses an amount of %s paise', async (amountPaise) => {
    await expect(fund(t.ledger, { campaignId: randomUUID(), amountPaise })).rejects.toBeInstanceOf(LedgerInputError);
  });

  it('accepts the largest exact amount', async () => {
    const { created } = await fund(t.ledger, { campaignId: randomUUID(), amountPaise: MAX_TRANSFER_PAISE });
    expect(created).toBe(true);
  });
});

describe('reservations', () => {
  it('settles a reservation once: a second release or a refund after it is refused', async () => {
    const campaignId = randomUUID();
    const scriptId = randomUUID();
    const creatorId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 10_000n });
    await reserve(t.ledger, { campaignId, scriptId, amountPaise: 4_000n });
    const release = (key: string) =>
      t.ledger.transfer({
        debit: reservation(scriptId, campaignId),
        credit: wallet(creatorId),
        amountPaise: 4_000n,
        kind: 'release',
        refType: 'script',
        refId: scriptId,
        idempotencyKey: key,
      });
    expect((await release(`release:${scriptId}`)).created).toBe(true);
    expect((await release(`release:${scriptId}`)).created).toBe(false);
    await expect(release(`release-again:${scriptId}`)).rejects.toBeInstanceOf(ReservationSettledError);
    await expect(
      t.ledger.transfer({
        debit: reservation(scriptId, campaignId),
        credit: escrow(campaignId),
        amountPaise: 4_000n,
        kind: 'reservation_refund',
        refType: 'script',
        refId: scriptId,
        idempotencyKey: `refund:${scriptId}`,
      }),
    ).rejects.toBeInstanceOf(ReservationSettledError);
    expect(await t.ledger.balanceOf({ account: wallet(creatorId) })).toBe(4_000n);
    const figures = (await t.ledger.escrowFigures({ campaignIds: [campaignId] })).get(campaignId);
    expect(figures).toEqual({ funded: 10_000n, reserved: 0n, released: 4_000n, refunded: 0n, refundPending: 0n, available: 6_000n });
  });

  it('reserves a script once', async () => {
    const campaignId = randomUUID();
    const scriptId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 10_000n });
    await reserve(t.ledger, { campaignId, scriptId, amountPaise: 1_000n });
    await expect(reserve(t.ledger, { campaignId, scriptId, amountPaise: 1_000n, key: randomUUID() })).rejects.toBeInstanceOf(
      ReservationExistsError,
    );
  });
});

describe('escrowFigures', () => {
  it('reads funded, reserved, released, refunded and available from the escrow row', async () => {
    const campaignId = randomUUID();
    const [s1, s2] = [randomUUID(), randomUUID()];
    await fund(t.ledger, { campaignId, amountPaise: 50_000n });
    await reserve(t.ledger, { campaignId, scriptId: s1, amountPaise: 10_000n });
    await reserve(t.ledger, { campaignId, scriptId: s2, amountPaise: 15_000n });
    await t.ledger.transfer({
      debit: reservation(s2, campaignId),
      credit: escrow(campaignId),
      amountPaise: 15_000n,
      kind: 'reservation_refund',
      refType: 'script',
      refId: s2,
      idempotencyKey: `refund:${s2}`,
    });
    await t.ledger.transfer({
      debit: escrow(campaignId),
      credit: REFUNDS_PENDING,
      amountPaise: 20_000n,
      kind: 'escrow_refund',
      refType: 'campaign',
      refId: campaignId,
      idempotencyKey: `escrow-refund:${campaignId}`,
    });
    const never = randomUUID();
    const figures = await t.ledger.escrowFigures({ campaignIds: [campaignId, never] });
    expect(figures.get(campaignId)).toEqual({
      funded: 50_000n,
      reserved: 10_000n,
      released: 0n,
      refunded: 20_000n,
      refundPending: 20_000n,
      available: 20_000n,
    });
    expect(figures.get(never)).toEqual({ funded: 0n, reserved: 0n, released: 0n, refunded: 0n, refundPending: 0n, available: 0n });
  });

  it('counts an escrow refund on its way until the provider confirms it, and confirms no more than is on its way', async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 30_000n });
    const sent = (amountPaise: bigint) =>
      t.ledger.transfer({
        debit: escrow(campaignId),
        credit: REFUNDS_PENDING,
        amountPaise,
        kind: 'escrow_refund',
        refType: 'campaign',
        refId: campaignId,
        idempotencyKey: `escrow-refund:${campaignId}:${amountPaise}`,
      });
    const confirmed = (amountPaise: bigint, key: string) =>
      t.ledger.transfer({
        debit: REFUNDS_PENDING,
        credit: EXTERNAL,
        amountPaise,
        kind: 'refund_settled',
        refType: 'refund',
        refId: randomUUID(),
        idempotencyKey: key,
        campaignId,
      });
    await sent(10_000n);
    await sent(20_000n);
    await confirmed(10_000n, `settled:${campaignId}:1`);
    expect((await t.ledger.escrowFigures({ campaignIds: [campaignId] })).get(campaignId)).toMatchObject({
      refunded: 30_000n,
      refundPending: 20_000n,
      available: 0n,
    });
    await expect(confirmed(20_001n, `settled:${campaignId}:2`)).rejects.toThrow(/refunds on their way/);
    await confirmed(20_000n, `settled:${campaignId}:3`);
    expect((await t.ledger.escrowFigures({ campaignIds: [campaignId] })).get(campaignId)).toMatchObject({
      refunded: 30_000n,
      refundPending: 0n,
    });
    await checkLedgerInvariants(t.database.db);
  });

  it('refuses an escrow refund straight to external: every refund waits in refunds pending until the bank confirms it', async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 1_000n });
    await expect(
      t.ledger.transfer({
        debit: escrow(campaignId),
        credit: EXTERNAL,
        amountPaise: 1_000n,
        kind: 'escrow_refund',
        refType: 'campaign',
        refId: campaignId,
        idempotencyKey: `escrow-refund-out:${campaignId}`,
      }),
    ).rejects.toBeInstanceOf(LedgerInputError);
  });
});

describe('the transaction rule', () => {
  it('refuses to move money outside the transaction of the change that causes it', async () => {
    const campaignId = randomUUID();
    const leg = {
      debit: EXTERNAL,
      credit: escrow(campaignId),
      amountPaise: 1_000n,
      kind: 'funding' as const,
      refType: 'funding' as const,
      refId: randomUUID(),
      idempotencyKey: `outside:${campaignId}`,
    };
    // The type takes only a transaction; a caller that forces the database itself in is refused at run time too.
    await expect(t.ledger.strict.transferMany({ tx: t.database.db as never, transfers: [leg] })).rejects.toThrow(/inside the transaction/);
    await expect(t.ledger.strict.transfer({ ...leg, tx: undefined as never })).rejects.toThrow(/inside the transaction/);
    expect((await t.ledger.escrowFigures({ campaignIds: [campaignId] })).get(campaignId)?.funded).toBe(0n);
  });
});

describe('database guards behind the service', () => {
  /** The database error's own message, whether the driver error arrives bare or wrapped by Drizzle. */
  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => 'no error',
      (error) => (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message,
    );

  it('refuses a negative balance on any account but external', async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 1n });
    expect(
      await failureOf(t.database.db.execute(sql`update ledger_accounts set balance_paise = -1 where owner_id = ${campaignId}`)),
    ).toMatch(/ledger_accounts_balance_not_negative/);
    expect(
      await failureOf(t.database.db.execute(sql`update ledger_accounts set balance_paise = balance_paise - 1 where kind = 'external'`)),
    ).toBe('no error');
    await t.database.db.execute(sql`update ledger_accounts set balance_paise = balance_paise + 1 where kind = 'external'`);
  });

  it('refuses a transfer of zero paise', async () => {
    await fund(t.ledger, { campaignId: randomUUID(), amountPaise: 1n });
    expect(
      await failureOf(
        t.database.db.execute(sql`insert into ledger_transfers (debit_account_id, credit_account_id, amount_paise, kind, ref_type, ref_id,
          idempotency_key, debit_balance_after_paise, credit_balance_after_paise, created_at)
          select x.id, e.id, 0, 'funding', 'funding', gen_random_uuid(), 'zero', 0, 0, now()
          from ledger_accounts x, ledger_accounts e where x.kind = 'external' and e.kind = 'campaign_escrow' limit 1`),
      ),
    ).toMatch(/ledger_transfers_amount_positive/);
  });
});

describe('checkLedgerInvariants', () => {
  it('holds after every kind of transfer in these tests', async () => {
    await expect(checkLedgerInvariants(t.database.db)).resolves.toBeUndefined();
  });

  it('names the first broken invariant: a balance that disagrees with its transfers', async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 700n });
    const messages: string[] = [];
    const caught = (e: unknown) => void messages.push(e instanceof Error ? e.message : String(e));
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update ledger_accounts set balance_paise = balance_paise + 1 where owner_id = ${campaignId}`);
        await checkLedgerInvariants(tx).catch(caught);
        await tx.execute(sql`update ledger_accounts set balance_paise = balance_paise - 1 where kind = 'external'`);
        await checkLedgerInvariants(tx).catch(caught);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(messages[0]).toMatch(/^Ledger invariant broken: campaign_escrow account \S+ holds 701 paise but its transfers sum to 700$/);
    expect(messages[1]).toMatch(
      /^Ledger invariant broken: (external|campaign_escrow) account \S+ holds -?\d+ paise but its transfers sum to -?\d+$/,
    );
    await expect(checkLedgerInvariants(t.database.db)).resolves.toBeUndefined();
  });
});
