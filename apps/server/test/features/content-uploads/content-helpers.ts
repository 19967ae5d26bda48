import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ScriptStatus } from '@amplio/shared/schemas/scripts';
import { scripts } from '../../../src/db/schema/index';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';
import { type FormPart, fixtures, multipartBody } from '../../helpers/file-fixtures';
import { createCampaign, dayFrom, fundAndCapture, type signedInBrand } from '../campaigns/campaign-helpers';
import { createCreatorWithProfile } from '../creator-profile/creator-with-profile';

export type Brand = Awaited<ReturnType<typeof signedInBrand>>;

/** A new signed-in creator with a saved script (reserving its price) for a funded `campaign`. */
export async function creatorJoining<C extends { id: string; brand_id: string | null }>(
  t: TestApp,
  campaign: C,
  script = 'Hi everyone! Today I am showing you Glow serum.',
) {
  const creator = await createCreatorWithProfile(t);
  const agent = await t.injectAs(creator.user, { remember: true });
  const saved = await agent.post('/api/campaigns/save-script', { brand_id: campaign.brand_id, campaign_id: campaign.id, script });
  expect(saved.statusCode, saved.body).toBe(201);
  return { ...creator, agent, campaign, scriptId: saved.json().data.id as string };
}

/** A signed-in creator with a saved script for a new, funded Instagram and YouTube campaign of `brand`. */
export async function creatorWithScript(t: TestApp, brand: Brand, campaignOverrides: Record<string, unknown> = {}) {
  const campaign = await createCampaign(t, brand.agent, { start_date: dayFrom(t, 0), ...campaignOverrides });
  await fundAndCapture(t, brand.agent, campaign.id, 20_000);
  return creatorJoining(t, campaign);
}

/** Puts a script in a state the brand's review (a later issue) would. */
export const setScriptState = (t: TestApp, id: string, state: { status: ScriptStatus; rejectionCount?: number }) =>
  t.db
    .update(scripts)
    .set({
      ...state,
      closedAt: state.status === 'Completed' ? new Date() : null,
      closedReason: state.status === 'Completed' ? 'completed' : null,
    })
    .where(eq(scripts.id, id));

export const scriptRow = (t: TestApp, id: string) =>
  t.db
    .select()
    .from(scripts)
    .where(eq(scripts.id, id))
    .then((r) => r[0]!);

export function uploadVideo(
  agent: TestAgent,
  input: {
    scriptId?: string;
    video?: Buffer;
    omitVideo?: boolean;
    filename?: string;
    contentType?: string;
    extra?: FormPart[];
    csrf?: boolean;
  },
) {
  const parts: FormPart[] = [];
  if (input.scriptId !== undefined) parts.push({ name: 'script_id', value: input.scriptId });
  parts.push({ name: 'status', value: 'In Review' });
  if (!input.omitVideo) {
    parts.push({
      name: 'video',
      filename: input.filename ?? 'clip.mp4',
      contentType: input.contentType ?? 'video/mp4',
      data: input.video ?? fixtures.mp4(),
    });
  }
  parts.push(...(input.extra ?? []));
  const { payload, headers } = multipartBody(parts);
  return agent.request({ method: 'POST', url: '/api/creator/upload-video', payload, headers, csrf: input.csrf });
}
