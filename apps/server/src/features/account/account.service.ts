import { OTP_RESEND_COOLDOWN_MS } from '@amplio/shared/constants/limits';
import { ACCOUNT_MESSAGES as M } from '@amplio/shared/schemas/account';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, isUniqueViolation } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionCache } from '../../plugins/session-cache';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { emailChangeCodeMail } from '../mail/mail-templates';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/notice-mail';
import { normalizeEmail, type VerificationService } from '../verification/verification.service';
import { deleteOtherSessions, emailInUse, findUserById, listLiveSessions, updateCreatorNames, updateUser } from './account.repository';

export type AccountSessions = Pick<SessionCache, 'forgetUser' | 'forgetSession'>;

/** Who asks: the signed-in user and the session the request came with. */
export interface Caller {
  user: UserRow;
  sessionHash: string;
  actor: AuditActor;
}

/** The settings page of the account's kind (links in mails land there). */
export const settingsPath = (user: Pick<UserRow, 'userType'>) =>
  user.userType === 'brand' ? '/brand/settings' : '/creator/dashboard/settings';

export const publicAccount = (user: UserRow) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  pending_email: user.pendingEmail ?? null,
});

/** Issue 25 §1: name, password, e-mail and sessions of a signed-in brand or creator. */
export function createAccountService(deps: {
  db: Db;
  clock: Clock;
  mail: MailService;
  verification: VerificationService;
  sessions: AccountSessions;
  appUrl: string;
}) {
  const { db, clock, mail, verification, sessions } = deps;

  async function assertPassword(user: UserRow, password: string, field: string, message: string) {
    if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(field, message);
  }

  /** Every node drops its copies of the user's sessions once the change has committed (decision 035). */
  const forgetUser = (userId: string) => sessions.forgetUser(userId);

  return {
    async summary(input: { caller: Caller }) {
      const user = await findUserById(db, input.caller.user.id);
      return { user: publicAccount(user ?? input.caller.user) };
    },

    async updateName(input: { caller: Caller; name: string }) {
      const now = clock.now();
      const words = input.name.split(/\s+/).filter(Boolean);
      const creator = input.caller.user.userType === 'creator';
      // A creator's name is their profile's first and last name (spec 2's registration asks for both).
      if (creator && words.length < 2) throw fieldError('name', M.nameBothParts);
      const name = words.join(' ');
      const user = await db.transaction(async (tx) => {
        if (creator) {
          await updateCreatorNames(tx, {
            userId: input.caller.user.id,
            firstName: words.slice(0, -1).join(' '),
            lastName: words.at(-1)!,
            now,
          });
        }
        const row = await updateUser(tx, input.caller.user.id, { name, updatedAt: now });
        await recordAudit({
          tx,
          actor: input.caller.actor,
          at: now,
          action: 'account.name_changed',
          entityType: 'user',
          entityId: input.caller.user.id,
        });
        return row!;
      });
      await forgetUser(user.id);
      return { success: true as const, message: M.nameSaved, user: publicAccount(user) };
    },

    /** The current password proves it is the owner; every other session ends, the one asking stays signed in. */
    async changePassword(input: { caller: Caller; currentPassword: string; password: string }) {
      const { user } = input.caller;
      await assertPassword(user, input.currentPassword, 'current_password', M.currentPasswordWrong);
      if (await verifyPassword(user.passwordHash, input.password)) throw fieldError('password', M.passwordSameAsCurrent);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash, updatedAt: now });
        const hashes = await deleteOtherSessions(tx, { userId: user.id, keepHash: input.caller.sessionHash });
        await mail.enqueue({
          tx,
          ...noticeMail({
            to: user.email,
            name: user.name,
            title: 'Your Amplio password was changed',
            message:
              'The password of your Amplio account was just changed, and every other device was signed out. If this was not you, reset your password from the sign-in page now.',
            actionUrl: `${deps.appUrl}/${user.userType}/forgot-password`,
            action: 'Reset your password',
          }),
        });
        await recordAudit({
          tx,
          actor: input.caller.actor,
          at: now,
          action: 'account.password_changed',
          entityType: 'user',
          entityId: user.id,
          data: { sessions_ended: hashes.length },
        });
        return hashes;
      });
      mail.notify();
      await forgetUser(user.id);
      for (const hash of ended) await sessions.forgetSession(hash);
      return { success: true as const, message: M.passwordChanged };
    },

    /** A code to the new address and a notice to the old one; the old address keeps working until the code is used. */
    async requestEmailChange(input: { caller: Caller; email: string }) {
      const { user } = input.caller;
      const email = normalizeEmail(input.email);
      if (email === normalizeEmail(user.email)) throw fieldError('email', M.emailSame);
      if (await emailInUse(db, { email, exceptUserId: user.id })) throw fieldError('email', M.emailTaken);
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const issued = await verification.issue({ tx, email, purpose: 'change_email' });
        const row = await updateUser(tx, user.id, { pendingEmail: email, updatedAt: now });
        const actionUrl = `${deps.appUrl}${settingsPath(user)}`;
        await mail.enqueue({ tx, ...emailChangeCodeMail({ to: email, code: issued.code, name: user.name, actionUrl }) });
        await mail.enqueue({
          tx,
          ...noticeMail({
            to: user.email,
            name: user.name,
            title: 'Your Amplio email is being changed',
            message: `Someone signed in to your account asked to change its email to ${email}. Your current email keeps working until the new one is confirmed with the code we sent there. If this was not you, change your password now.`,
            actionUrl,
            action: 'Review your settings',
          }),
        });
        await recordAudit({
          tx,
          actor: input.caller.actor,
          at: now,
          action: 'account.email_change_requested',
          entityType: 'user',
          entityId: user.id,
        });
        return row!;
      });
      mail.notify();
      await forgetUser(user.id);
      return {
        success: true as const,
        message: M.emailCodeSent(email),
        user: publicAccount(updated),
        retry_after: OTP_RESEND_COOLDOWN_MS.change_email / 1000,
      };
    },

    async confirmEmailChange(input: { caller: Caller; otp: string }) {
      const user = await findUserById(db, input.caller.user.id);
      const pending = user?.pendingEmail;
      if (!user || !pending) throw fieldError('otp', M.emailNoPending);
      const now = clock.now();
      let updated: UserRow;
      try {
        updated = await verification.verify({
          email: pending,
          purpose: 'change_email',
          code: input.otp,
          onVerified: async (tx) => {
            const row = await updateUser(tx, user.id, { email: pending, pendingEmail: null, emailVerifiedAt: now, updatedAt: now });
            await recordAudit({
              tx,
              actor: input.caller.actor,
              at: now,
              action: 'account.email_changed',
              entityType: 'user',
              entityId: user.id,
            });
            return row!;
          },
        });
      } catch (err) {
        // Someone else took the address between the request and the code: the code stays usable, the switch does not happen.
        if (isUniqueViolation(err)) throw fieldError('otp', M.emailTaken);
        throw err;
      }
      await forgetUser(user.id);
      return { success: true as const, message: M.emailChanged(updated.email), user: publicAccount(updated) };
    },

    async listSessions(input: { caller: Caller }) {
      const rows = await listLiveSessions(db, { userId: input.caller.user.id, now: clock.now() });
      return {
        data: rows.map((row) => ({
          id: row.id,
          current: row.idHash === input.caller.sessionHash,
          user_agent: row.userAgent,
          last_seen_at: row.lastSeenAt.toISOString(),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async endOtherSessions(input: { caller: Caller }) {
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        const hashes = await deleteOtherSessions(tx, { userId: input.caller.user.id, keepHash: input.caller.sessionHash });
        await recordAudit({
          tx,
          actor: input.caller.actor,
          at: now,
          action: 'account.other_sessions_ended',
          entityType: 'user',
          entityId: input.caller.user.id,
          data: { sessions_ended: hashes.length },
        });
        return hashes;
      });
      for (const hash of ended) await sessions.forgetSession(hash);
      return { success: true as const, message: M.othersSignedOut(ended.length), ended: ended.length };
    },

    assertPassword,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
