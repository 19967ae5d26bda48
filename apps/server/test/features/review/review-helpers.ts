import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import type { TApproveSubmissionRequest } from '@amplio/shared/schemas/review';
import { auditLog, notifications, ledgerTransfers, mailOutbox, scripts } from '../../../src/db/schema/index';
import { unsubscribeToken } from '../../../src/features/notifications/preferences';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';
import { getCampaign } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript, scriptRow, uploadVideo } from '../content-uploads/content-helpers';

export type Creator = Awaited<ReturnType<typeof creatorWithScript>>;

export const decide = (agent: TestAgent, body: Partial<Record<keyof TApproveSubmissionRequest, unknown>>, opts: { csrf?: boolean } = {}) =>
  agent.post('/api/approve-submission', body, opts);

/** A creator whose video for a new campaign of `brand` is In Review. */
export async function videoInReview(t: TestApp, brand: Brand, campaign: Record<string, unknown> = {}): Promise<Creator> {
  const c = await creatorWithScript(t, brand, campaign);
  const res = await uploadVideo(c.agent, { scriptId: c.scriptId });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

export const POST_LINK = 'https://www.instagram.com/reel/Cx1abc/';

/** A creator whose approved video's post link is under verification. */
export async function postUnderVerification(t: TestApp, brand: Brand): Promise<Creator> {
  const c = await videoInReview(t, brand);
  const approved = await decide(brand.agent, { submission_id: c.scriptId, status: 'approved' });
  expect(approved.statusCode, approved.body).toBe(200);
  const res = await c.agent.post('/api/creator/submit-post-link', { script_id: c.scriptId, post_link: POST_LINK });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

/** Rejects the creator's video and uploads a new one, `times` times (fewer than three). */
export async function rejectAndReupload(brand: Brand, c: Creator, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await decide(brand.agent, { submission_id: c.scriptId, status: 'rejected', rejection_reason: `Take ${i + 1}: too dark` });
    expect(res.statusCode, res.body).toBe(200);
    const again = await uploadVideo(c.agent, { scriptId: c.scriptId });
    expect(again.statusCode, again.body).toBe(200);
  }
}

/** The money around one script: its reservation, the creator's wallet and the campaign's escrow figures (rupees). */
export async function moneyOf(t: TestApp, c: Creator) {
  const ledger = createLedgerService({ db: t.db, clock: t.clock });
  const [reservation, wallet] = await Promise.all([
    ledger.balanceOf({ account: { kind: 'script_reservation', ownerId: c.scriptId, campaignId: c.campaign.id } }),
    ledger.balanceOf({ account: { kind: 'creator_wallet', ownerId: c.user.id } }),
  ]);
  return { reservation, wallet };
}

export const escrowOf = async (brand: Brand, campaignId: string) => (await getCampaign(brand.agent, campaignId)).escrow;

export const transfersOfScript = (t: TestApp, scriptId: string) =>
  t.db
    .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amountPaise, key: ledgerTransfers.idempotencyKey })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'script'), eq(ledgerTransfers.refId, scriptId)));

/**
 * The creator's alerts about a script (the brand's notifications about it are left out), oldest first. The test clock
 * stands still, so two alerts can share a created_at; the transaction that wrote each (xmin) then orders them.
 */
export const alertsOf = (t: TestApp, scriptId: string) =>
  t.db
    .select(getTableColumns(notifications))
    .from(notifications)
    .innerJoin(scripts, and(eq(scripts.id, notifications.scriptId), eq(scripts.creatorId, notifications.userId)))
    .where(eq(notifications.scriptId, scriptId))
    .orderBy(asc(notifications.createdAt), sql`${notifications}.xmin::text::bigint`);

export const mailsTo = (t: TestApp, email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

export const auditOf = (t: TestApp, scriptId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, scriptId), eq(auditLog.action, action)));

export const invariantsHold = (t: TestApp) => checkLedgerInvariants(t.db);

/**
 * The plain text of a review notice e-mail (mail/notice-mail.ts) to a creator of these tests (all named Asha Rao). A
 * completion pays, so its mail is money news and its unsubscribe link the money category's.
 */
export const noticeMailText = (t: TestApp, c: Creator, message: string, category: 'reviews' | 'money' = 'reviews') =>
  [
    'Hi Asha Rao,',
    '',
    message,
    '',
    `Open your script: ${t.config.appUrl}/creator/dashboard/campaigns/${c.campaign.id}/submit`,
    '',
    'Amplio',
    '',
    `Stop these e-mails: ${t.config.appUrl}/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(t.config.appSecret, c.user.id, category))}`,
  ].join('\n');

/** The creator's newest alert about the script and newest e-mail, with how many of each there are. */
export async function lastNotice(t: TestApp, c: Creator) {
  const alerts = await alertsOf(t, c.scriptId);
  const mails = await mailsTo(t, c.user.email);
  // alertsOf answers them oldest first, ties included.
  const alert = alerts.at(-1);
  const mail = mails.sort((a, b) => a.seq - b.seq).at(-1);
  return {
    title: alert?.title,
    message: alert?.message,
    subject: mail?.subject,
    text: mail?.text,
    alerts: alerts.length,
    mails: mails.length,
  };
}

export { scriptRow };

/** The rules of a review waiting time set in days (REVIEW_AUTO_APPROVE_DAYS, POST_LINK_GRACE_DAYS): > 0, ≤ 60, fractions. */
export function describeDaysSetting(input: { name: string; key: 'reviewAutoApproveDays' | 'postLinkGraceDays'; fallback: number }) {
  describe(input.name, () => {
    const base = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/amplio-review-config' };

    it(`defaults to ${input.fallback} days and takes a fraction of a day for short demo windows`, () => {
      expect(loadConfig(base)[input.key]).toBe(input.fallback);
      expect(loadConfig({ ...base, [input.name]: '0.01' })[input.key]).toBe(0.01);
      expect(loadConfig({ ...base, [input.name]: '60' })[input.key]).toBe(60);
    });

    it.each(['0', '-1', '60.5', 'soon'])('refuses %s at start', (value) => {
      expect(() => loadConfig({ ...base, [input.name]: value })).toThrow(ConfigError);
    });
  });
}
