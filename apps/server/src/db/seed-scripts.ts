import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { generateScript } from '@amplio/shared/domain/script-template';
import type { AppConfig } from '../config';
import { SYSTEM_ACTOR } from '../features/audit/audit-log';
import type { CampaignsService } from '../features/campaigns/campaigns.service';
import { type AfterVideoUpload, createContentUploadsService } from '../features/content-uploads/content-uploads.service';
import type { PaymentsService } from '../features/payments/payments.service';
import type { ReviewService } from '../features/review/review.service';
import type { CollaborationsService } from '../features/collaborations/collaborations.service';
import type { ScriptsService } from '../features/scripts/scripts.service';
import type { Clock } from '../lib/clock';
import { createStorage } from '../lib/storage/create-storage';
import type { Storage } from '../lib/storage/storage';
import { insertStoredFile, storageKeyFor } from '../lib/uploads/stored-files';
import type { Db } from './client';
import { captureThroughWebhook } from './seed-campaigns';
import { brands, type CampaignRow, campaigns, users } from './schema/index';

const SEED_ACTOR = { ...SYSTEM_ACTOR, role: 'seed' };
const dayFrom = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** A video for the demo's uploads: the landing page's small WebM when the web build is there, else a few bytes of one. */
export interface DemoVideo {
  bytes: Buffer;
  mimeType: 'video/webm' | 'video/mp4';
  name: string;
}

/** The first bytes of a WebM file (an EBML header naming the webm doctype): enough for a demo when no real clip is at hand. */
export const PLACEHOLDER_WEBM: DemoVideo = {
  bytes: Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]),
    Buffer.from([0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(2048),
  ]),
  mimeType: 'video/webm',
  name: 'demo-reel.webm',
};

/** The demo brand's extra live campaigns, one per open script the demo creator gets (one open script per campaign). */
const REVIEW_CAMPAIGNS = [
  { key: 'jacket', product: 'Monsoon Rain Jacket', end: 24, objective: 'sales' },
  { key: 'chai', product: 'Masala Chai Kit', end: 18, objective: 'engagement' },
  { key: 'toothbrush', product: 'Bamboo Toothbrush Set', end: 21, objective: 'brand_awareness' },
  { key: 'coconut', product: 'Cold-Pressed Coconut Oil', end: 5, objective: 'traffic' },
  { key: 'kettle', product: 'Copper Travel Kettle', end: 27, objective: 'video_views' },
  { key: 'tote', product: 'Handloom Cotton Tote', end: 20, objective: 'engagement' },
  { key: 'bottle', product: 'Insulated Steel Bottle', end: 23, objective: 'sales' },
] as const;
type CampaignKey = (typeof REVIEW_CAMPAIGNS)[number]['key'];

/**
 * The demo creator's scripts in every state of the review, made through the real services so the ledger agrees:
 * - Monsoon Rain Jacket: one script completed (its money released to the wallet), then a new one In Review;
 * - Copper Travel Kettle: one script closed after three rejections (refunded to the escrow; the campaign is then closed
 *   to the creator);
 * - Masala Chai Kit: Approved, waiting for the post link;
 * - Bamboo Toothbrush Set: a post link under verification;
 * - Handloom Cotton Tote: its post link rejected (Post Rejected, with the brand's remarks): the creator resubmits a link;
 * - Cold-Pressed Coconut Oil (ends in 5 days): rejected once, with the brand's reason;
 * - Insulated Steel Bottle: its script rejected once (Script Rejected, with the brand's reason): a new video is due;
 * - Glow Vitamin C Serum: a saved script, the current one.
 * Each upload stores `video` as the creator's file; the In Review ones are auto-approved 5 days later unless decided.
 */
export async function seedDemoScripts(input: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'payments' | 'storage'>;
  campaigns: CampaignsService;
  payments: PaymentsService;
  scripts: Pick<ScriptsService, 'save'>;
  collaborations: Pick<CollaborationsService, 'invite' | 'acceptInvitation'>;
  review: ReviewService;
  creatorEmail: string;
  brandEmail: string;
  video?: DemoVideo;
  storage?: Storage;
  /** Video processing's upload hook (decision 050), so the demo's videos get a rendition and a poster too. */
  afterVideoUpload?: AfterVideoUpload;
}) {
  const { db, clock, review } = input;
  const video = input.video ?? PLACEHOLDER_WEBM;
  const [creator] = await db.select().from(users).where(eq(users.email, input.creatorEmail));
  const [brandUser] = await db.select().from(users).where(eq(users.email, input.brandEmail));
  if (!creator || !brandUser) return;
  const [brand] = await db.select().from(brands).where(eq(brands.userId, brandUser.id)).orderBy(asc(brands.createdAt)).limit(1);
  const [glow] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.status, 'active'))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id))
    .limit(1);
  if (!brand || !glow) return;
  const storage = input.storage ?? createStorage({ config: input.config.storage });
  const uploads = createContentUploadsService({
    db,
    clock,
    scheduleAutoDecision: review.scheduleAutoDecision,
    afterVideoUpload: input.afterVideoUpload,
  });
  const now = clock.now();

  const live = {} as Record<CampaignKey, CampaignRow>;
  for (const spec of REVIEW_CAMPAIGNS) {
    const { data } = await input.campaigns.create({
      userId: brandUser.id,
      actor: SEED_ACTOR,
      body: {
        brand_id: brand.id,
        product_name: spec.product,
        description: `Show how ${spec.product} fits into your day, in your own words and style.`,
        key_features: ['Made in India', 'Free delivery', '30-day returns'],
        platform: ['instagram', 'youtube'],
        video_style: 'Review',
        marketing_objective: spec.objective,
        target_audience: 'Urban 18-34 year olds who shop online',
        tags: ['demo', 'lifestyle'],
        start_date: dayFrom(now, -2),
        end_date: dayFrom(now, spec.end),
        compensation: 2_000,
        budget: 40_000,
        price_cap: 8_000,
        usage_rights: 'organic_only',
      },
    });
    const funding = await input.campaigns.fund({
      userId: brandUser.id,
      campaignId: data.id,
      amount: 40_000,
      idempotencyKey: `demo-seed:${data.id}:0`,
      actor: SEED_ACTOR,
    });
    await captureThroughWebhook({
      db,
      clock,
      payments: input.payments,
      secret: input.config.payments.webhookSecret,
      fundingId: funding.funding_id,
    });
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, data.id));
    live[spec.key] = row!;
  }

  const save = async (campaign: CampaignRow, title: string) => {
    const text = generateScript({
      productName: campaign.productName!,
      objective: campaign.marketingObjective,
      keyFeatures: campaign.keyFeatures,
      brandName: brand.name,
      brief: [campaign.videoStyle, campaign.description],
    }).text;
    const saved = await input.scripts.save({
      userId: creator.id,
      actor: SEED_ACTOR,
      body: { brand_id: campaign.brandId, campaign_id: campaign.id, script: text, title, description: 'A 30-second reel filmed at home.' },
    });
    return saved.data.id;
  };
  const upload = async (scriptId: string) => {
    const id = randomUUID();
    const storageKey = storageKeyFor({ purpose: 'campaign_video', id, ext: video.mimeType === 'video/mp4' ? 'mp4' : 'webm' });
    const put = await storage.put({ key: storageKey, body: Readable.from([video.bytes]), contentType: video.mimeType });
    const file = await insertStoredFile({
      db,
      id,
      owner: { userId: creator.id },
      purpose: 'campaign_video',
      storageKey,
      mimeType: video.mimeType,
      sizeBytes: put.size,
      originalName: video.name,
    });
    await uploads.uploadVideo({
      userId: creator.id,
      actor: SEED_ACTOR,
      form: { fields: { script_id: scriptId }, files: { video: file }, fileLists: {}, discard: async () => {} },
    });
  };
  const decide = (scriptId: string, status: string, reasons: { rejection_reason?: string; rejected_post_remarks?: string } = {}) =>
    review.decide({ userId: brandUser.id, actor: SEED_ACTOR, body: { submission_id: scriptId, status, ...reasons } });
  const postLink = (scriptId: string, link: string) =>
    uploads.submitPostLink({ userId: creator.id, actor: SEED_ACTOR, body: { script_id: scriptId, post_link: link } });

  // Completed and paid, then a new script In Review.
  const jacketDone = await save(live.jacket, 'Monsoon Rain Jacket - first reel');
  await upload(jacketDone);
  await decide(jacketDone, 'approved');
  await postLink(jacketDone, 'https://www.instagram.com/reel/DemoJacket1/');
  await decide(jacketDone, 'completed');
  // One paid collaboration per creator and campaign: the brand invites the creator back for a second reel.
  const again = await input.collaborations.invite({
    userId: brandUser.id,
    campaignId: live.jacket.id,
    body: { creator_id: creator.id, platform: live.jacket.platform[0], message: 'That reel did great. One more for the monsoon?' },
    actor: SEED_ACTOR,
  });
  await input.collaborations.acceptInvitation({ userId: creator.id, id: again.data.id, actor: SEED_ACTOR });
  const jacket = await save(live.jacket, 'Monsoon Rain Jacket - rainy commute');
  await upload(jacket);

  // Closed after three rejections: its reservation is back in escrow, and the campaign is closed to the creator.
  const kettle = await save(live.kettle, 'Copper Travel Kettle - first try');
  const reasons = [
    'The kettle is barely in frame. Please show it and the copper finish clearly.',
    'The audio is hard to hear over the boiling water. Please record the voice-over again.',
    'The video is still missing the call to action at the end.',
  ];
  for (const [i, reason] of reasons.entries()) {
    await upload(kettle);
    await decide(kettle, i === 1 ? 'script_rejected' : 'rejected', { rejection_reason: reason });
  }

  // Approved: the creator's next step is the post link.
  const chai = await save(live.chai, 'Masala Chai Kit - morning ritual');
  await upload(chai);
  await decide(chai, 'approved');

  // A post link under verification.
  const toothbrush = await save(live.toothbrush, 'Bamboo Toothbrush Set - zero-waste bathroom');
  await upload(toothbrush);
  await decide(toothbrush, 'approved');
  await postLink(toothbrush, 'https://www.youtube.com/shorts/DemoBamboo1');

  // The post link rejected: no new video, the creator resubmits a link (the button reads Resubmit).
  const tote = await save(live.tote, 'Handloom Cotton Tote - market day haul');
  await upload(tote);
  await decide(tote, 'approved');
  await postLink(tote, 'https://www.instagram.com/p/DemoTote1/');
  await decide(tote, 'post_rejected', {
    rejected_post_remarks: 'This link opens an older post. Please share the link to the reel you made for the tote.',
  });

  // The script rejected once, with the brand's reason: the creator reworks it and uploads again (attempt 2 of 3).
  const bottle = await save(live.bottle, 'Insulated Steel Bottle - office to gym');
  await upload(bottle);
  await decide(bottle, 'script_rejected', {
    rejection_reason: 'Please rework the script: open with the bottle keeping water cold all day, then show the leak-proof lid.',
  });

  // Rejected once, with the brand's reason: the creator has re-upload attempt 2 of 3, due soon.
  const coconut = await save(live.coconut, 'Cold-Pressed Coconut Oil - hair care');
  await upload(coconut);
  await decide(coconut, 'rejected', { rejection_reason: 'Please show the label and mention that it is cold-pressed.' });

  // The current script: saved, money reserved, no video yet.
  await save(glow, `${glow.productName} - morning routine reel`);
  review.notifyMail();
  if (!input.storage) storage.close?.();
}
