import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

/** Who caused an event. userId is null for the system (jobs, webhooks, the payment provider). */
export interface AuditActor {
  userId: string | null;
  role: string;
  requestId: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, role: 'system', requestId: null };

/** The signed-in caller of a request (or anonymous), with the request's id from X-Request-Id. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return { userId: request.user?.id ?? null, role: request.user?.userType ?? 'anonymous', requestId: request.id };
}

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  data?: Record<string, unknown>;
}

/** Appends entries in the caller's transaction, so an event is recorded exactly when its change commits. */
export async function recordAudit(input: AuditEntry & { tx: DbOrTx; actor: AuditActor; at?: Date }): Promise<void> {
  await recordAuditMany({ tx: input.tx, actor: input.actor, at: input.at, entries: [input] });
}

export async function recordAuditMany(input: { tx: DbOrTx; actor: AuditActor; at?: Date; entries: AuditEntry[] }): Promise<void> {
  if (input.entries.length === 0) return;
  const occurredAt = input.at ?? new Date();
  await input.tx.insert(auditLog).values(
    input.entries.map((entry) => ({
      actorUserId: input.actor.userId,
      actorRole: input.actor.role,
      requestId: input.actor.requestId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      data: entry.data ?? {},
      occurredAt,
    })),
  );
}
