import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@amplio/shared/domain/money';
import { postLinkDecision, uploadDecision } from '@amplio/shared/domain/script-upload-rules';
import type { ScriptStatus } from '@amplio/shared/schemas/scripts';
import { DEMO_ACCOUNTS, seedDemoIfEmpty } from '../../../src/db/seed';
import { users } from '../../../src/db/schema/index';
import { seedDemoScripts } from '../../../src/db/seed-scripts';
import { checkLedgerInvariants } from '../../../src/features/ledger/ledger-invariants';
import { createLedgerService } from '../../../src/features/ledger/ledger.service';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { seedDemoBrandCampaigns } from '../../helpers/demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Script {
  id: string;
  productName: string;
  status: ScriptStatus;
  rejection_count: number;
  closed_reason: string | null;
  dynamic_price: number;
  video_path: string | null;
  post_link: string | null;
  rejected_remarks: string | null;
  script_rejected_remarks: string | null;
  rejected_post_remarks: string | null;
  auto_approve_at: string | null;
}

describe('the demo seed', () => {
  it('gives the demo creator a script in every state of the review, through the real money path', async () => {
    expect(await seedDemoIfEmpty({ db: t.db, now: t.clock.now() })).toBe(true);
    await seedDemoBrandCampaigns(t);
    // Time passes while the seed runs, as it does on a real start: each reading of the clock is a second later.
    const now = t.clock.now;
    t.clock.now = () => {
      t.clock.advance(1000);
      return now();
    };
    await seedDemoScripts({
      db: t.db,
      clock: t.clock,
      config: t.config,
      campaigns: t.app.campaigns,
      payments: t.app.payments,
      scripts: t.app.scripts,
      collaborations: t.app.collaborations,
      review: t.app.review,
      creatorEmail: DEMO_ACCOUNTS.creator.email,
      brandEmail: DEMO_ACCOUNTS.brand.email,
    }).finally(() => {
      t.clock.now = now;
    });
    const creator = t.agent();
    const { email, password } = DEMO_ACCOUNTS.creator;
    expect((await creator.post('/creator/login', { email, password })).statusCode).toBe(200);
    const scripts: Script[] = (await creator.get('/api/creator/scripts')).json().data;
    const [current] = scripts;
    expect(current).toMatchObject({ productName: 'Glow Vitamin C Serum', status: 'Script Generated', closed_reason: null });
    expect((await creator.get(`/api/creator/scripts/${current!.id}`)).json().data.script).toContain('[0:00-0:10] Intro');
    const state = (s: Script) =>
      `${s.productName}: ${s.status}${s.post_link && s.status === 'In Review' ? ' (post)' : ''}${s.closed_reason ? ` closed ${s.closed_reason}` : ''}`;
    expect(scripts.map(state).sort()).toEqual(
      [
        'Bamboo Toothbrush Set: In Review (post)',
        'Cold-Pressed Coconut Oil: Rejected',
        'Glow Vitamin C Serum: Script Generated',
        'Copper Travel Kettle: Rejected closed rejected',
        'Handloom Cotton Tote: Post Rejected',
        'Insulated Steel Bottle: Script Rejected',
        'Masala Chai Kit: Approved',
        'Monsoon Rain Jacket: Completed closed completed',
        'Monsoon Rain Jacket: In Review',
      ].sort(),
    );
    const byState = new Map(scripts.map((s) => [state(s), s]));
    expect(byState.get('Cold-Pressed Coconut Oil: Rejected')).toMatchObject({
      rejection_count: 1,
      rejected_remarks: expect.stringContaining('label'),
    });
    expect(byState.get('Copper Travel Kettle: Rejected closed rejected')).toMatchObject({ rejection_count: 3 });
    // A rejected post link is not a rejection of the video: the creator resubmits a link, and no upload is offered.
    expect(byState.get('Handloom Cotton Tote: Post Rejected')).toMatchObject({
      rejection_count: 0,
      post_link: 'https://www.instagram.com/p/DemoTote1/',
      rejected_post_remarks: expect.stringContaining('older post'),
      video_path: expect.stringMatching(/^\/api\/files\//),
    });
    expect(postLinkDecision(byState.get('Handloom Cotton Tote: Post Rejected')!)).toMatchObject({ allowed: true, label: 'Resubmit' });
    expect(uploadDecision(byState.get('Handloom Cotton Tote: Post Rejected')!)).toMatchObject({ allowed: false });
    // A rejected script counts as a rejection: the next upload is attempt 2 of 3.
    expect(byState.get('Insulated Steel Bottle: Script Rejected')).toMatchObject({
      rejection_count: 1,
      script_rejected_remarks: expect.stringContaining('rework the script'),
    });
    expect(uploadDecision(byState.get('Insulated Steel Bottle: Script Rejected')!)).toMatchObject({
      allowed: true,
      label: 're-upload attempt 2 of 3',
    });
    expect(byState.get('Monsoon Rain Jacket: In Review')).toMatchObject({
      video_path: expect.stringMatching(/^\/api\/files\//),
      auto_approve_at: expect.any(String),
    });

    // The completed script's price is in the wallet; the one closed after three rejections went back to escrow.
    const completed = byState.get('Monsoon Rain Jacket: Completed closed completed')!;
    const [me] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.creator.email));
    const wallet = await createLedgerService({ db: t.db, clock: t.clock }).balanceOf({
      account: { kind: 'creator_wallet', ownerId: me!.id },
    });
    expect(wallet).toBe(rupeesToPaise(completed.dynamic_price));
    const brand = t.agent();
    await brand.post('/brand/login', { email: DEMO_ACCOUNTS.brand.email, password: DEMO_ACCOUNTS.brand.password });
    const open = scripts.filter((s) => !s.closed_reason).reduce((sum, s) => sum + s.dynamic_price, 0);
    expect((await brand.get('/api/brands/escrow')).json()).toMatchObject({ reserved: open, released: completed.dynamic_price });
    const list = (await brand.get('/api/brands/creator-submissions')).json();
    expect(list.counts).toEqual({ all: 8, pending: 2, approved: 2, rejected: 4, scripts: 0 });
    expect(list.data.data.map((s: { status: string }) => s.status)).toContain('Post Under Verification');
    await checkLedgerInvariants(t.db);
  });
});
