import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { auditLog, ledgerTransfers } from '../../../src/db/schema/index';
import { auditActorOf, recordAudit, SYSTEM_ACTOR } from '../../../src/features/audit/audit-log';
import { openTestDatabase } from '../../helpers/test-database';
import { fund, ledgerFor } from '../ledger/ledger-fixtures';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The database error's own message, whether the driver error arrives bare or wrapped by Drizzle. */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'no error';
}

describe('recordAudit', () => {
  it('records who did what, when and from which request, in the caller’s transaction', async () => {
    const userId = randomUUID();
    const entityId = randomUUID();
    const at = new Date('2026-11-02T10:00:00Z');
    await database.db.transaction(async (tx) => {
      await recordAudit({
        tx,
        actor: { userId, role: 'brand', requestId: 'req-1' },
        action: 'campaign.status_changed',
        entityType: 'campaign',
        entityId,
        data: { from: 'draft', to: 'active' },
        at,
      });
    });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
    expect(row).toMatchObject({
      actorUserId: userId,
      actorRole: 'brand',
      requestId: 'req-1',
      action: 'campaign.status_changed',
      entityType: 'campaign',
      data: { from: 'draft', to: 'active' },
      occurredAt: at,
    });
  });

  it('writes nothing when the transaction that caused the event rolls back', async () => {
    const entityId = randomUUID();
    await database.db
      .transaction(async (tx) => {
        await recordAudit({ tx, actor: SYSTEM_ACTOR, action: 'x.happened', entityType: 'x', entityId });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).toEqual([]);
  });

  it('names the signed-in caller and the request id, or an anonymous caller', () => {
    const user = { id: randomUUID(), userType: 'creator' };
    expect(auditActorOf({ id: 'req-9', user } as unknown as FastifyRequest)).toEqual({
      userId: user.id,
      role: 'creator',
      requestId: 'req-9',
    });
    expect(auditActorOf({ id: 'req-10' } as unknown as FastifyRequest)).toEqual({ userId: null, role: 'anonymous', requestId: 'req-10' });
  });

  it('records every ledger transfer with its actor', async () => {
    const { ledger } = ledgerFor(database);
    const campaignId = randomUUID();
    const { transfer } = await ledger.transfer({
      debit: { kind: 'external', ownerId: null },
      credit: { kind: 'campaign_escrow', ownerId: campaignId },
      amountPaise: 12_345n,
      kind: 'funding',
      refType: 'funding',
      refId: randomUUID(),
      idempotencyKey: `audit:${campaignId}`,
      actor: { userId: null, role: 'provider', requestId: 'req-webhook' },
    });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, transfer.id));
    expect(row).toMatchObject({
      action: 'ledger.transfer',
      entityType: 'ledger_transfer',
      actorRole: 'provider',
      requestId: 'req-webhook',
      data: { kind: 'funding', amount_paise: '12345', idempotency_key: `audit:${campaignId}` },
    });
  });
});

describe('append-only tables', () => {
  it.each([
    ['update', sql`update audit_log set action = 'edited'`],
    ['delete', sql`delete from audit_log`],
    ['truncate', sql`truncate audit_log`],
  ])('refuses to %s the audit log', async (op, statement) => {
    await recordAudit({ tx: database.db, actor: SYSTEM_ACTOR, action: 'x.kept', entityType: 'x', entityId: randomUUID() });
    expect(await failureOf(database.db.execute(statement))).toBe(`audit_log is append-only: ${op.toUpperCase()} refused`);
  });

  it.each([
    ['update', sql`update ledger_transfers set amount_paise = 1`],
    ['delete', sql`delete from ledger_transfers`],
    ['truncate', sql`truncate ledger_transfers cascade`],
  ])('refuses to %s ledger transfers', async (op, statement) => {
    await fund(ledgerFor(database).ledger, { campaignId: randomUUID(), amountPaise: 100n });
    expect(await failureOf(database.db.execute(statement))).toBe(`ledger_transfers is append-only: ${op.toUpperCase()} refused`);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers);
    expect(count?.n).toBeGreaterThan(0);
  });
});
