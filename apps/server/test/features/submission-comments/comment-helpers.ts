import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { videoRenditions } from '../../../src/db/schema/index';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { decide, videoInReview } from '../review/review-helpers';
import { uploadVideo } from '../content-uploads/content-helpers';

export type Submission = Awaited<ReturnType<typeof submissionInReview>>;

/** A brand and a creator whose video (v1) is In Review; processing measured it as `durationMs` long. */
export async function submissionInReview(t: TestApp, durationMs = 20_000) {
  const brand = await signedInBrand(t);
  const creator = await videoInReview(t, brand);
  await setDurations(t, creator.scriptId, durationMs);
  return { brand, creator, id: creator.scriptId };
}

/** What processing would have recorded: the duration of every upload of the script. */
export const setDurations = (t: TestApp, scriptId: string, durationMs: number) =>
  t.db.update(videoRenditions).set({ durationMs, status: 'ready' }).where(eq(videoRenditions.scriptId, scriptId));

/** The brand rejects the video and the creator uploads the next version. */
export async function rejectAndUploadNext(s: Submission, reason = 'Show the product sooner') {
  const res = await decide(s.brand.agent, { submission_id: s.id, status: 'rejected', rejection_reason: reason });
  expect(res.statusCode, res.body).toBe(200);
  const again = await uploadVideo(s.creator.agent, { scriptId: s.id });
  expect(again.statusCode, again.body).toBe(200);
}

export const comment = (agent: TestAgent, id: string, body: unknown, headers?: Record<string, string>) =>
  agent.post(`/api/submissions/${id}/comments`, body, { headers });

export async function addComment(agent: TestAgent, id: string, body: Record<string, unknown>) {
  const res = await comment(agent, id, { version: 1, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; version: number; at_seconds: number; end_seconds: number | null };
}
