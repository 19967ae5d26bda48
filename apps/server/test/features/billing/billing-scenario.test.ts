import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, BILLING_PAGE_PATH } from '@amplio/shared/constants/billing';
import { BILLING_JOBS } from '../../../src/features/billing/billing-jobs';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { latestMailTo } from '../../helpers/mail-codes';
import { startSmtpSink } from '../../helpers/smtp-sink';
import { createCampaign, dayFrom, fund } from '../campaigns/campaign-helpers';
import { decide, videoInReview } from '../review/review-helpers';
import { verifiedBrand } from './billing-helpers';

/**
 * The trial end to end on the injectable clock (issue 26 §1): verification starts it, the reminders go 3 days and
 * 1 day before its end, it lapses unpaid, a new publication is refused, and the campaign already running carries on.
 */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The subjects of the mails the SMTP server received for `email`, in order. */
const subjectsTo = (email: string) =>
  sink.received.filter((m) => m.to.includes(email)).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim() ?? '');

const DAY = 86_400_000;
/** Moves the test clock forward to `at`. */
const advanceTo = (at: number) => t.clock.advance(at - t.clock.now().getTime());

describe('a trial from start to lapse', () => {
  it('reminds at 3 days and 1 day left, lapses at the end, refuses new publications, and keeps the running campaign reviewable', {
    timeout: 60_000,
  }, async () => {
    const brand = await verifiedBrand(t);
    const endsAt = Date.parse((await brand.agent.get('/api/brands/billing')).json().trial_ends_at);
    const creator = await videoInReview(t, brand, { end_date: dayFrom(t, 40) });

    // 11 days in: the 3-day reminder.
    advanceTo(endsAt - 3 * DAY);
    expect(await t.runJobs({ name: BILLING_JOBS.reminder3, includeDelayed: true })).toBe(1);
    await t.drainMail();
    const three = await latestMailTo(t.db, brand.user.email);
    expect(three?.subject).toBe('Your Amplio trial ends in 3 days');
    expect(three?.text).toContain(BILLING_PAGE_PATH);
    expect(three?.status).toBe('sent');
    expect(subjectsTo(brand.user.email)).toContain('Your Amplio trial ends in 3 days');

    // A repeated run mails nothing more.
    await t.jobs.boss.send(BILLING_JOBS.reminder3, { userId: brand.user.id, trialEndsAt: new Date(endsAt).toISOString() });
    await t.runJobs({ name: BILLING_JOBS.reminder3, includeDelayed: true });
    expect((await latestMailTo(t.db, brand.user.email))?.id).toBe(three?.id);

    // 13 days in: the 1-day reminder.
    advanceTo(endsAt - DAY);
    expect(await t.runJobs({ name: BILLING_JOBS.reminder1, includeDelayed: true })).toBe(1);
    await t.drainMail();
    expect((await latestMailTo(t.db, brand.user.email))?.subject).toBe('Your Amplio trial ends in 1 day');
    expect(subjectsTo(brand.user.email).filter((s) => s.startsWith('Your Amplio trial ends in'))).toEqual([
      'Your Amplio trial ends in 3 days',
      'Your Amplio trial ends in 1 day',
    ]);
    expect((await brand.agent.get('/api/brands/billing')).json()).toMatchObject({ plan: 'trial', status: 'trialing', active_campaigns: 1 });

    // The end: the trial lapses unpaid.
    advanceTo(endsAt + 1000);
    expect(await t.runJobs({ name: BILLING_JOBS.trialEnd, includeDelayed: true })).toBe(1);
    expect((await latestMailTo(t.db, brand.user.email))?.subject).toBe('Your Amplio trial has ended');
    expect((await brand.agent.get('/api/brands/billing')).json()).toMatchObject({
      plan: 'none',
      status: 'lapsed',
      trial_ends_at: new Date(endsAt).toISOString(),
      active_campaigns: 1,
      campaign_limit: 0,
      next_charge: null,
    });

    // A new campaign cannot be published.
    const fresh = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 2), end_date: dayFrom(t, 20) });
    const refused = await fund(brand.agent, fresh.id, 10_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: BILLING_MESSAGES.lapsed, link: BILLING_PAGE_PATH });

    // The running one is still reviewed: the creator is never hurt by the brand's billing.
    const approved = await decide(brand.agent, { submission_id: creator.scriptId, status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
