import { eq, inArray } from 'drizzle-orm';
import type { CampaignStatusRequest } from '@amplio/shared/constants/campaigns';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import { SYSTEM_ACTOR } from '../features/audit/audit-log';
import type { CampaignsService } from '../features/campaigns/campaigns.service';
import type { PaymentsService } from '../features/payments/payments.service';
import { sandboxPaymentEvent } from '../features/payments/sandbox/sandbox-events';
import { SIGNATURE_HEADER, signWebhook } from '../features/payments/webhook-signature';
import type { Db } from './client';
import { brands, fundings, paymentRefunds, users } from './schema/index';

const SEED_ACTOR = { ...SYSTEM_ACTOR, role: 'seed' };
const dayFrom = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

interface DemoCampaign {
  brand: 'first' | 'second';
  product: string;
  /** Days from today. */
  start: number;
  end: number;
  budget: number;
  funded: number[];
  /** Status changes the brand asks for after funding. */
  afterFunding?: CampaignStatusRequest[];
  objective: string;
  platform: string[];
}

const CAMPAIGNS: DemoCampaign[] = [
  {
    brand: 'first',
    product: 'Glow Vitamin C Serum',
    start: -3,
    end: 27,
    budget: 50_000,
    funded: [50_000],
    objective: 'sales',
    platform: ['instagram', 'youtube'],
  },
  {
    brand: 'second',
    product: 'Stride Monsoon Sneakers',
    start: 7,
    end: 45,
    budget: 60_000,
    funded: [30_000],
    objective: 'brand_awareness',
    platform: ['instagram', 'tiktok'],
  },
  {
    brand: 'first',
    product: 'Festive Gift Box',
    start: -10,
    end: 20,
    budget: 25_000,
    funded: [15_000, 10_000],
    afterFunding: ['paused'],
    objective: 'engagement',
    platform: ['facebook', 'instagram'],
  },
  {
    brand: 'second',
    product: 'Cold Brew Starter Kit',
    start: -20,
    end: 10,
    budget: 20_000,
    funded: [20_000],
    afterFunding: ['completed'],
    objective: 'traffic',
    platform: ['youtube'],
  },
];

/**
 * The demo brand's second brand and its campaigns in several states, made the way a brand makes them: drafts
 * through the campaigns service, money through a sandbox checkout confirmed by a signed webhook, then the
 * brand's own status changes (a pause; a completion that refunds the rest of the escrow).
 */
export async function seedDemoCampaigns(input: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'payments'>;
  campaigns: CampaignsService;
  payments: PaymentsService;
  brandEmail: string;
}) {
  const { db, clock, campaigns, payments } = input;
  const [user] = await db.select().from(users).where(eq(users.email, input.brandEmail));
  if (!user) return;
  const now = clock.now();
  const [first] = await db.select().from(brands).where(eq(brands.userId, user.id));
  const [second] = await db
    .insert(brands)
    .values({
      userId: user.id,
      name: 'Stride Footwear',
      industry: 'retail',
      website: 'stride.example',
      description: 'Everyday sneakers built for Indian monsoons.',
      createdAt: now,
      updatedAt: now,
    })
    .returning();

  const completed: string[] = [];
  for (const spec of CAMPAIGNS) {
    const { data } = await campaigns.create({
      userId: user.id,
      actor: SEED_ACTOR,
      body: {
        brand_id: spec.brand === 'first' ? first?.id : second?.id,
        product_name: spec.product,
        description: `Show how ${spec.product} fits into your day, in your own words and style.`,
        key_features: ['Made in India', 'Free delivery', '30-day returns'],
        platform: spec.platform,
        video_style: 'Review',
        marketing_objective: spec.objective,
        target_audience: 'Urban 18-34 year olds who shop online',
        tags: ['demo', 'lifestyle'],
        start_date: dayFrom(now, spec.start),
        end_date: dayFrom(now, spec.end),
        compensation: 2_000,
        budget: spec.budget,
        price_cap: 8_000,
        usage_rights: 'organic_only',
      },
    });
    for (const [i, amount] of spec.funded.entries()) {
      const funding = await campaigns.fund({
        userId: user.id,
        campaignId: data.id,
        amount,
        idempotencyKey: `demo-seed:${data.id}:${i}`,
        actor: SEED_ACTOR,
      });
      await captureThroughWebhook({ db, clock, payments, secret: input.config.payments.webhookSecret, fundingId: funding.funding_id });
    }
    for (const status of spec.afterFunding ?? [])
      await campaigns.changeStatus({ userId: user.id, campaignId: data.id, status, actor: SEED_ACTOR });
    if (spec.afterFunding?.includes('completed')) completed.push(data.id);
  }
  // The completed campaign's escrow refund as if the provider had kept refusing it (its job then finds it failed and
  // stops), so the operator console's Refunds screen has one to retry or settle by hand (decision 029).
  const [refund] = completed.length ? await db.select().from(paymentRefunds).where(inArray(paymentRefunds.campaignId, completed)) : [];
  if (refund) await payments.giveUpRefund({ refundId: refund.id });
  await campaigns.create({
    userId: user.id,
    actor: SEED_ACTOR,
    body: { brand_id: first?.id, product_name: 'Diwali Reels (draft)', platform: ['instagram'] },
  });
}

/** The sandbox's signed payment.captured webhook, handed to the same handler the webhook endpoint calls. */
export async function captureThroughWebhook(input: { db: Db; clock: Clock; payments: PaymentsService; secret: string; fundingId: string }) {
  const [funding] = await input.db.select().from(fundings).where(eq(fundings.id, input.fundingId));
  if (!funding) throw new Error(`funding ${input.fundingId} was not recorded`);
  const at = input.clock.now();
  const rawBody = Buffer.from(
    JSON.stringify(sandboxPaymentEvent({ fundingId: funding.id, totalPaise: funding.totalPaise, outcome: 'captured', at })),
  );
  await input.payments.handleWebhook({
    rawBody,
    headers: { [SIGNATURE_HEADER]: signWebhook({ secret: input.secret, rawBody, at }), 'content-type': 'application/json' },
  });
}
