import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { scripts } from '../../../src/db/schema/index';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';
import { type FormPart, multipartBody } from '../../helpers/file-fixtures';
import { realImage } from '../../helpers/real-images';
import { signedInBrand } from '../campaigns/campaign-helpers';
import { type Brand, creatorWithScript } from '../content-uploads/content-helpers';

export const DAY = 86_400_000;

export type Counts = Partial<Record<'views' | 'likes' | 'comments' | 'shares' | 'saves' | 'reach', string | number>>;
export const COUNTS: Counts = { views: 12000, likes: 900, comments: 45, shares: 30, saves: 12, reach: 9000 };

/** Marks the script completed now (the brand accepted the post link), as the review would. */
export async function completeScript(t: TestApp, scriptId: string) {
  const now = t.clock.now();
  await t.db
    .update(scripts)
    .set({
      status: 'Completed',
      postLink: 'https://www.instagram.com/reel/Cx1/',
      completedAt: now,
      closedAt: now,
      closedReason: 'completed',
    })
    .where(eq(scripts.id, scriptId));
}

/** A brand, and a creator whose script for the brand's campaign is completed. */
export async function completedCollaboration(t: TestApp, brand?: Brand) {
  const b = brand ?? (await signedInBrand(t));
  const c = await creatorWithScript(t, b);
  await completeScript(t, c.scriptId);
  return { brand: b, creator: c, scriptId: c.scriptId };
}

export async function proofImage(format: 'png' | 'jpeg' | 'webp' = 'png', size?: number) {
  return realImage(format, size);
}

/** POST /api/creator/scripts/{id}/post-metrics with the given counts and proof. */
export async function sendReport(
  agent: TestAgent,
  scriptId: string,
  input: {
    counts?: Counts;
    proof?: { data: Buffer; filename?: string; contentType?: string } | null;
    extra?: FormPart[];
    csrf?: boolean;
  } = {},
) {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(input.counts ?? COUNTS)) parts.push({ name, value: String(value) });
  const proof = input.proof === undefined ? { data: await proofImage() } : input.proof;
  if (proof)
    parts.push({
      name: 'proof',
      filename: proof.filename ?? 'insights.png',
      contentType: proof.contentType ?? 'image/png',
      data: proof.data,
    });
  parts.push(...(input.extra ?? []));
  const { payload, headers } = multipartBody(parts);
  return agent.request({ method: 'POST', url: `/api/creator/scripts/${scriptId}/post-metrics`, payload, headers, csrf: input.csrf });
}

export async function reportOk(agent: TestAgent, scriptId: string, counts: Counts = COUNTS) {
  const res = await sendReport(agent, scriptId, { counts });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; checkpoint_day: number; proof_url: string };
}
