import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../../src/db/client';
import { escrow, fund, payoutsPending, reservation, reserve, useLedgerDatabase, wallet } from './ledger-fixtures';

// A statement page is read from whichever end of the account's transfers is nearer, and its line count is a tally
// carried forward from the last read: both must answer exactly what a plain query over every transfer answers.
const t = useLedgerDatabase({ checkInvariantsAfter: true });

/** Releases `count` jobs of `amountPaise` into the creator's wallet, then withdraws `withdrawals` times 100 paise. */
async function earn(creatorId: string, input: { count: number; amountPaise: bigint; tx?: Tx }) {
  const campaignId = randomUUID();
  await fund(t.ledger, { campaignId, amountPaise: input.amountPaise * BigInt(input.count), tx: input.tx });
  for (let i = 0; i < input.count; i++) {
    const scriptId = randomUUID();
    await reserve(t.ledger, { campaignId, scriptId, amountPaise: input.amountPaise, tx: input.tx });
    await t.ledger.transfer({
      tx: input.tx,
      debit: reservation(scriptId, campaignId),
      credit: wallet(creatorId),
      amountPaise: input.amountPaise,
      kind: 'release',
      refType: 'script',
      refId: scriptId,
      idempotencyKey: `release:${scriptId}`,
    });
  }
}

async function withdraw(creatorId: string, amountPaise: bigint, tx?: Tx) {
  const payoutId = randomUUID();
  await t.ledger.transfer({
    tx,
    debit: wallet(creatorId),
    credit: payoutsPending(creatorId),
    amountPaise,
    kind: 'withdrawal',
    refType: 'payout',
    refId: payoutId,
    idempotencyKey: `withdrawal:${payoutId}`,
  });
  return payoutId;
}

/** Every line of the wallet, newest first, from one plain query: what each page must be a slice of. */
async function everyLine(creatorId: string) {
  const result = (await t.database.db.execute(sql`
    select t.seq::int as seq from ledger_transfers t join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
    where a.kind = 'creator_wallet' and a.owner_id = ${creatorId}::uuid order by t.seq desc`)) as unknown as { rows: { seq: number }[] };
  return result.rows.map((row) => row.seq);
}

describe('a statement page', () => {
  it('is the same slice of the statement on every page, from either end, for several page sizes', async () => {
    const creatorId = randomUUID();
    await earn(creatorId, { count: 30, amountPaise: 10_000n });
    for (let i = 0; i < 17; i++) await withdraw(creatorId, 5_000n);
    const lines = await everyLine(creatorId);
    expect(lines).toHaveLength(47);
    for (const perPage of [1, 5, 10, 20, 46, 47, 100]) {
      const pages = Math.ceil(lines.length / perPage);
      for (let page = 1; page <= pages + 1; page++) {
        const got = await t.ledger.statementPage({ account: wallet(creatorId), page, perPage });
        expect(got.total, `${perPage} a page, page ${page}`).toBe(47);
        expect(
          got.items.map((line) => line.seq),
          `${perPage} a page, page ${page}`,
        ).toEqual(lines.slice((page - 1) * perPage, page * perPage));
      }
    }
  });

  it('gives each line the balance the account had just after it, whichever end it was read from', async () => {
    const creatorId = randomUUID();
    await earn(creatorId, { count: 12, amountPaise: 20_000n });
    await withdraw(creatorId, 150_000n);
    const newest = await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 13 });
    const oldest = await t.ledger.statementPage({ account: wallet(creatorId), page: 13, perPage: 1 });
    expect(newest.balancePaise).toBe(90_000n);
    expect(newest.items[0]).toMatchObject({ kind: 'withdrawal', direction: 'out', amountPaise: 150_000n, balanceAfterPaise: 90_000n });
    expect(oldest.items).toEqual([newest.items.at(-1)]);
    expect(oldest.items[0]).toMatchObject({ kind: 'release', direction: 'in', balanceAfterPaise: 20_000n });
  });

  it('counts the lines that arrive after a read, on the next read', async () => {
    const creatorId = randomUUID();
    await earn(creatorId, { count: 3, amountPaise: 10_000n });
    expect((await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 2 })).total).toBe(3);
    await withdraw(creatorId, 10_000n);
    await earn(creatorId, { count: 2, amountPaise: 10_000n });
    const again = await t.ledger.statementPage({ account: wallet(creatorId), page: 3, perPage: 2 });
    expect(again.total).toBe(6);
    expect(again.items.map((line) => line.seq)).toEqual((await everyLine(creatorId)).slice(4, 6));
  });

  it('does not count what a rolled-back transaction saw', async () => {
    const creatorId = randomUUID();
    await earn(creatorId, { count: 2, amountPaise: 10_000n });
    expect((await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 1 })).total).toBe(2);
    await t.database.db
      .transaction(async (tx) => {
        await withdraw(creatorId, 10_000n, tx);
        await earn(creatorId, { count: 2, amountPaise: 10_000n, tx });
        expect((await t.ledger.statementPage({ db: tx, account: wallet(creatorId), page: 1, perPage: 1 })).total).toBe(5);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect((await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 1 })).total).toBe(2);
    await withdraw(creatorId, 5_000n);
    expect((await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 1 })).total).toBe(3);
    expect((await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 1 })).items[0]?.kind).toBe('withdrawal');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('keeps an exact count while withdrawals and reads run in parallel (PostgreSQL)', async () => {
    const creatorId = randomUUID();
    await earn(creatorId, { count: 5, amountPaise: 100_000n });
    const totals: number[] = [];
    const read = async () => totals.push((await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 5 })).total);
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? read() : withdraw(creatorId, 10_000n))));
    expect(totals.every((n) => n >= 5 && n <= 25)).toBe(true);
    const last = await t.ledger.statementPage({ account: wallet(creatorId), page: 1, perPage: 5 });
    expect(last.total).toBe(25);
    expect(last.items.map((line) => line.seq)).toEqual((await everyLine(creatorId)).slice(0, 5));
  });

  it('is empty for an account that never moved money, and past the last page', async () => {
    expect(await t.ledger.statementPage({ account: wallet(randomUUID()), page: 1, perPage: 20 })).toEqual({
      items: [],
      total: 0,
      balancePaise: 0n,
    });
    const creatorId = randomUUID();
    await earn(creatorId, { count: 1, amountPaise: 10_000n });
    expect(await t.ledger.statementPage({ account: wallet(creatorId), page: 2, perPage: 20 })).toMatchObject({ items: [], total: 1 });
  });

  it("reads an escrow's statement too: accounts of every kind are paged the same way", async () => {
    const campaignId = randomUUID();
    await fund(t.ledger, { campaignId, amountPaise: 30_000n });
    await reserve(t.ledger, { campaignId, scriptId: randomUUID(), amountPaise: 10_000n });
    const page = await t.ledger.statementPage({ account: escrow(campaignId), page: 2, perPage: 1 });
    expect(page).toMatchObject({ total: 2, balancePaise: 20_000n });
    expect(page.items).toMatchObject([{ kind: 'funding', direction: 'in', balanceAfterPaise: 30_000n }]);
  });
});

describe("a creator's figures", () => {
  it('add every payout settled to the bank, including those settled after an earlier read', async () => {
    const creatorId = randomUUID();
    await earn(creatorId, { count: 4, amountPaise: 50_000n });
    const settle = (payoutId: string, amountPaise: bigint) =>
      t.ledger.transfer({
        debit: payoutsPending(creatorId),
        credit: { kind: 'external', ownerId: null },
        amountPaise,
        kind: 'payout_settled',
        refType: 'payout',
        refId: payoutId,
        idempotencyKey: `payout_settled:${payoutId}`,
      });
    const fail = (payoutId: string, amountPaise: bigint) =>
      t.ledger.transfer({
        debit: payoutsPending(creatorId),
        credit: wallet(creatorId),
        amountPaise,
        kind: 'payout_failed',
        refType: 'payout',
        refId: payoutId,
        idempotencyKey: `payout_failed:${payoutId}`,
      });
    const figures = () => t.ledger.creatorFigures({ creatorId, scriptIds: [] });
    expect(await figures()).toEqual({ walletPaise: 200_000n, pendingPaise: 0n, paidOutPaise: 0n, reservedPaise: 0n });
    const first = await withdraw(creatorId, 30_000n);
    await settle(first, 30_000n);
    expect(await figures()).toMatchObject({ walletPaise: 170_000n, pendingPaise: 0n, paidOutPaise: 30_000n });
    const second = await withdraw(creatorId, 40_000n);
    const third = await withdraw(creatorId, 25_000n);
    await fail(second, 40_000n);
    expect(await figures()).toMatchObject({ walletPaise: 145_000n, pendingPaise: 25_000n, paidOutPaise: 30_000n });
    await settle(third, 25_000n);
    expect(await figures()).toMatchObject({ walletPaise: 145_000n, pendingPaise: 0n, paidOutPaise: 55_000n });
  });

  it("sum the balances of the creator's open reservations", async () => {
    const campaignId = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    await fund(t.ledger, { campaignId, amountPaise: 100_000n });
    await reserve(t.ledger, { campaignId, scriptId: a, amountPaise: 30_000n });
    await reserve(t.ledger, { campaignId, scriptId: b, amountPaise: 20_000n });
    const figures = await t.ledger.creatorFigures({ creatorId: randomUUID(), scriptIds: [a, b, randomUUID()] });
    expect(figures).toEqual({ walletPaise: 0n, pendingPaise: 0n, paidOutPaise: 0n, reservedPaise: 50_000n });
  });
});
