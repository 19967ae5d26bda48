import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scripts } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import type { Brand } from '../content-uploads/content-helpers';
import { decide, POST_LINK, videoInReview } from '../review/review-helpers';

// Migration 0041 gives scripts their own video time. Scripts whose post link had already overwritten submitted_at get
// it back from the audit log's last video upload; the rest (no post link yet) keep submitted_at.
const MIGRATION = readFileSync(join(import.meta.dirname, '../../../drizzle/0041_script_video_submitted_at.sql'), 'utf8');
const BACKFILL = MIGRATION.split('--> statement-breakpoint')[1]!;

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await buildTestApp();
  brand = await signedInBrand(t);
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(scripts).where(eq(scripts.id, id)))[0]!;

describe('migration 0041: the video time of scripts written before it', () => {
  it('restores the video time from the audit log where a post link overwrote it, and keeps it where none did', async () => {
    const posted = await videoInReview(t, brand);
    const videoAt = t.clock.now();
    t.clock.advance(60_000);
    expect((await decide(brand.agent, { submission_id: posted.scriptId, status: 'approved' })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const link = await posted.agent.post('/api/creator/submit-post-link', { script_id: posted.scriptId, post_link: POST_LINK });
    expect(link.statusCode, link.body).toBe(200);
    const waiting = await videoInReview(t, brand);

    // As before the migration: no video time of their own.
    await t.db.update(scripts).set({ videoSubmittedAt: null }).where(eq(scripts.id, posted.scriptId));
    await t.db.update(scripts).set({ videoSubmittedAt: null }).where(eq(scripts.id, waiting.scriptId));
    await t.db.execute(sql.raw(BACKFILL));

    expect((await rowOf(posted.scriptId)).videoSubmittedAt).toEqual(videoAt);
    const stillWaiting = await rowOf(waiting.scriptId);
    expect(stillWaiting.videoSubmittedAt).toEqual(stillWaiting.submittedAt);
  });
});
