import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LedgerInputError,
  ReservationSettledError,
} from '../../../src/features/ledger/ledger.errors';
import type { TransferInput } from '../../../src/features/ledger/ledger.service';
import { ValidationAppError } from '../../../src/lib/errors';
import { EXTERNAL, escrow, fund, payoutsPending, REVENUE, reservation, reserve, TAX, useLedgerDatabase, wallet } from './ledger-fixtures';

const t = useLedgerDatabase({ checkInvariantsAfter: true });

const fundingLegs = (campaignId: string, fundingId: string): TransferInput[] => [
  {
    debit: EXTERNAL,
    credit: escrow(campaignId),
    amountPaise: 100_000n,
    kind: 'funding',
    refType: 'funding',
    refId: fundingId,
    idempotencyKey: `f:${fundingId}:escrow`,
  },
  {
    debit: EXTERNAL,
    credit: REVENUE,
    amountPaise: 10_000n,
    kind: 'platform_fee',
    refType: 'funding',
    refId: fundingId,
    idempotencyKey: `f:${fundingId}:fee`,
  },
  {
    debit: EXTERNAL,
    credit: TAX,
    amountPaise: 1_800n,
    kind: 'gst',
    refType: 'funding',
    refId: fundingId,
    idempotencyKey: `f:${fundingId}:gst`,
  },
];

describe('transferMany', () => {
  it('moves the escrow, fee and GST legs of one funding together, and a replay moves nothing', async () => {
    const [campaignId, fundingId] = [randomUUID(), randomUUID()];
    const [revenue, tax] = await Promise.all([t.ledger.balanceOf({ account: REVENUE }), t.ledger.balanceOf({ account: TAX })]);
    const first = await t.ledger.transferMany({ transfers: fundingLegs(campaignId, fundingId) });
    expect(first.map((r) => r.created)).toEqual([true, true, true]);
    expect(first.map((r) => r.transfer.kind)).toEqual(['funding', 'platform_fee', 'gst']);
    const again = await t.ledger.transferMany({ transfers: fundingLegs(campaignId, fundingId) });
    expect(again.map((r) => r.created)).toEqual([false, false, false]);
    expect(again.map((r) => r.transfer.id)).toEqual(first.map((r) => r.transfer.id));
    expect(await t.ledger.balanceOf({ account: escrow(campaignId) })).toBe(100_000n);
    expect(await t.ledger.balanceOf({ account: REVENUE })).toBe(revenue + 10_000n);
    expect(await t.ledger.balanceOf({ account: TAX })).toBe(tax + 1_800n);
  });

  it('moves nothing when one leg is refused, and leaves the caller’s transaction usable', async () => {
    const campaignId = randomUUID();
    const creatorId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 1_000n });
    await t.database.db.transaction(async (tx) => {
      const error = await t.ledger
        .transferMany({
          tx,
          transfers: [
            {
              debit: escrow(campaignId),
              credit: reservation(randomUUID(), campaignId),
              amountPaise: 600n,
              kind: 'reservation',
              refType: 'script',
              refId: randomUUID(),
              idempotencyKey: randomUUID(),
            },
            {
              debit: wallet(creatorId),
              credit: payoutsPending(creatorId),
              amountPaise: 1n,
              kind: 'withdrawal',
              refType: 'payout',
              refId: randomUUID(),
              idempotencyKey: randomUUID(),
            },
          ],
        })
        .catch((e) => e);
      expect(error).toBeInstanceOf(InsufficientFundsError);
      expect(await t.ledger.balanceOf({ db: tx, account: escrow(campaignId) })).toBe(1_000n);
      const later = await reserve(t.ledger, { tx, campaignId, scriptId: randomUUID(), amountPaise: 1_000n });
      expect(later.created).toBe(true);
    });
    expect(await t.ledger.balanceOf({ account: escrow(campaignId) })).toBe(0n);
  });

  it('judges each leg against the ones before it: a reservation then its release in one call', async () => {
    const [campaignId, scriptId, creatorId] = [randomUUID(), randomUUID(), randomUUID()];
    await fund(t.ledger, { campaignId, amountPaise: 2_000n });
    const release = (key: string): TransferInput => ({
      debit: reservation(scriptId, campaignId),
      credit: wallet(creatorId),
      amountPaise: 2_000n,
      kind: 'release',
      refType: 'script',
      refId: scriptId,
      idempotencyKey: key,
    });
    const reserveLeg: TransferInput = {
      debit: escrow(campaignId),
      credit: reservation(scriptId, campaignId),
      amountPaise: 2_000n,
      kind: 'reservation',
      refType: 'script',
      refId: scriptId,
      idempotencyKey: `r:${scriptId}`,
    };
    await expect(t.ledger.transferMany({ transfers: [reserveLeg, release('a'), release('b')] })).rejects.toBeInstanceOf(
      ReservationSettledError,
    );
    const results = await t.ledger.transferMany({ transfers: [reserveLeg, release(`rel:${scriptId}`)] });
    expect(results.map((r) => r.created)).toEqual([true, true]);
    expect(results[1]?.transfer.debitBalanceAfterPaise).toBe(0n);
    expect((await t.ledger.escrowFigures({ campaignIds: [campaignId] })).get(campaignId)).toEqual({
      funded: 2_000n,
      reserved: 0n,
      released: 2_000n,
      refunded: 0n,
      refundPending: 0n,
      available: 0n,
    });
  });

  it('refuses two legs with one idempotency key', async () => {
    const legs = fundingLegs(randomUUID(), randomUUID());
    await expect(t.ledger.transferMany({ transfers: [legs[0] as TransferInput, legs[0] as TransferInput] })).rejects.toThrow(
      'Each leg of a transfer needs its own idempotency key',
    );
  });

  it('refuses a key already used by a transfer between other accounts', async () => {
    const key = `shared:${randomUUID()}`;
    await fund(t.ledger, { campaignId: randomUUID(), amountPaise: 10n, key });
    await expect(fund(t.ledger, { campaignId: randomUUID(), amountPaise: 10n, key })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('answers an empty list with an empty list', async () => {
    expect(await t.ledger.transferMany({ transfers: [] })).toEqual([]);
  });
});

describe('account refs', () => {
  const base = { amountPaise: 1n, refType: 'campaign' as const, refId: randomUUID(), idempotencyKey: 'never-used' };
  it.each([
    [
      'a platform account with an owner',
      { ...base, debit: { kind: 'external' as const, ownerId: randomUUID() }, credit: escrow(randomUUID()), kind: 'funding' as const },
    ],
    [
      'an escrow whose campaign is not its owner',
      {
        ...base,
        debit: EXTERNAL,
        credit: { kind: 'campaign_escrow' as const, ownerId: randomUUID(), campaignId: randomUUID() },
        kind: 'funding' as const,
      },
    ],
    [
      'a reservation without its campaign',
      {
        ...base,
        debit: escrow(randomUUID()),
        credit: { kind: 'script_reservation' as const, ownerId: randomUUID() },
        kind: 'reservation' as const,
      },
    ],
    [
      'a wallet with a campaign',
      {
        ...base,
        debit: { kind: 'creator_wallet' as const, ownerId: randomUUID(), campaignId: randomUUID() },
        credit: payoutsPending(randomUUID()),
        kind: 'withdrawal' as const,
      },
    ],
    [
      'a wallet without an owner',
      {
        ...base,
        debit: { kind: 'creator_wallet' as const, ownerId: null },
        credit: payoutsPending(randomUUID()),
        kind: 'withdrawal' as const,
      },
    ],
    [
      'a reservation from another campaign’s escrow',
      { ...base, debit: escrow(randomUUID()), credit: reservation(randomUUID(), randomUUID()), kind: 'reservation' as const },
    ],
    [
      'a ref id that is not a uuid',
      { ...base, refId: 'funding-1', debit: EXTERNAL, credit: escrow(randomUUID()), kind: 'funding' as const },
    ],
    ['an empty idempotency key', { ...base, idempotencyKey: '', debit: EXTERNAL, credit: escrow(randomUUID()), kind: 'funding' as const }],
    [
      'an idempotency key of 201 characters',
      { ...base, idempotencyKey: 'k'.repeat(201), debit: EXTERNAL, credit: escrow(randomUUID()), kind: 'funding' as const },
    ],
  ])('refuses %s', async (_, input) => {
    await expect(t.ledger.transfer(input)).rejects.toBeInstanceOf(LedgerInputError);
  });

  it('accepts an idempotency key of 200 characters', async () => {
    const { created } = await fund(t.ledger, { campaignId: randomUUID(), amountPaise: 1n, key: `${randomUUID()}${'k'.repeat(164)}` });
    expect(created).toBe(true);
  });

  it('refuses a script reservation named later with another campaign', async () => {
    const [campaignId, scriptId] = [randomUUID(), randomUUID()];
    await fund(t.ledger, { campaignId, amountPaise: 10n });
    await reserve(t.ledger, { campaignId, scriptId, amountPaise: 10n });
    const other = randomUUID();
    await expect(
      t.ledger.transfer({
        debit: reservation(scriptId, other),
        credit: escrow(other),
        amountPaise: 10n,
        kind: 'reservation_refund',
        refType: 'script',
        refId: scriptId,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toThrow(/belongs to campaign/);
  });

  it('reads 0 for an account that never moved money', async () => {
    expect(await t.ledger.balanceOf({ account: wallet(randomUUID()) })).toBe(0n);
  });
});

describe('statements', () => {
  it('pages a campaign’s transfers newest first by cursor, and by page with a total', async () => {
    const campaignId = randomUUID();
    for (let i = 1; i <= 5; i++) await fund(t.ledger, { campaignId, amountPaise: BigInt(i) });
    await reserve(t.ledger, { campaignId, scriptId: randomUUID(), amountPaise: 3n });
    const first = await t.ledger.transfersFor({ campaignId, limit: 4 });
    expect(first.items.map((t) => t.amountPaise)).toEqual([3n, 5n, 4n, 3n]);
    expect(first.items[0]).toMatchObject({ kind: 'reservation', debitKind: 'campaign_escrow', creditKind: 'script_reservation' });
    const second = await t.ledger.transfersFor({ campaignId, limit: 4, cursor: first.nextCursor ?? undefined });
    expect(second.items.map((t) => t.amountPaise)).toEqual([2n, 1n]);
    expect(second.nextCursor).toBeNull();
    const page2 = await t.ledger.transfersFor({ campaignId, limit: 4, page: 2 });
    expect(page2.items.map((t) => t.amountPaise)).toEqual([2n, 1n]);
    expect(page2.total).toBe(6);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999'])('answers 422 for the cursor %j', async (cursor) => {
    const error = await t.ledger.transfersFor({ campaignId: randomUUID(), cursor }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationAppError);
    expect(error.errors).toEqual({ cursor: ['This page link has expired. Start again from the first page.'] });
  });

  it('gives a wallet statement with the balance after each transfer', async () => {
    const [campaignId, scriptId, creatorId] = [randomUUID(), randomUUID(), randomUUID()];
    await fund(t.ledger, { campaignId, amountPaise: 5_000n });
    await reserve(t.ledger, { campaignId, scriptId, amountPaise: 5_000n });
    const move = (input: Omit<TransferInput, 'refType' | 'refId' | 'idempotencyKey'>) =>
      t.ledger.transfer({ ...input, refType: 'payout', refId: randomUUID(), idempotencyKey: randomUUID() });
    await t.ledger.transfer({
      debit: reservation(scriptId, campaignId),
      credit: wallet(creatorId),
      amountPaise: 5_000n,
      kind: 'release',
      refType: 'script',
      refId: scriptId,
      idempotencyKey: randomUUID(),
    });
    await move({ debit: wallet(creatorId), credit: payoutsPending(creatorId), amountPaise: 3_000n, kind: 'withdrawal' });
    await move({ debit: payoutsPending(creatorId), credit: wallet(creatorId), amountPaise: 3_000n, kind: 'payout_failed' });
    await move({ debit: wallet(creatorId), credit: payoutsPending(creatorId), amountPaise: 4_000n, kind: 'withdrawal' });
    await move({ debit: payoutsPending(creatorId), credit: EXTERNAL, amountPaise: 4_000n, kind: 'payout_settled' });
    const statement = await t.ledger.statementOf({ account: wallet(creatorId) });
    expect(statement.balancePaise).toBe(1_000n);
    expect(statement.items.map((t) => [t.kind, t.direction, t.amountPaise, t.balanceAfterPaise])).toEqual([
      ['withdrawal', 'out', 4_000n, 1_000n],
      ['payout_failed', 'in', 3_000n, 5_000n],
      ['withdrawal', 'out', 3_000n, 2_000n],
      ['release', 'in', 5_000n, 5_000n],
    ]);
    const paged = await t.ledger.statementOf({ account: wallet(creatorId), limit: 3 });
    const rest = await t.ledger.statementOf({ account: wallet(creatorId), limit: 3, cursor: paged.nextCursor ?? undefined });
    expect(rest.items.map((t) => t.kind)).toEqual(['release']);
    expect(await t.ledger.statementOf({ account: wallet(randomUUID()) })).toEqual({ items: [], nextCursor: null, balancePaise: 0n });
  });
});
