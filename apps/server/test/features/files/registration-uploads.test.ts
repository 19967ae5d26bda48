import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles, storedFiles, users } from '../../../src/db/schema/index';
import { sha256 } from '../../../src/lib/tokens';
import { SESSION_COOKIE } from '../../../src/plugins/session';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { creatorStep2, saveStep, saveStepsUpTo, submitRegistration } from '../../helpers/creator-wizard';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { uploadTestRoutes } from '../../helpers/upload-test-routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: uploadTestRoutes });
});
afterAll(() => t.close());

const sessionHashOf = (agent: TestAgent) => sha256(agent.cookies.get(SESSION_COOKIE)!);
const filesOfSession = (agent: TestAgent) =>
  t.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.registrationSessionHash, sessionHashOf(agent)));
const onDisk = (key: string) => existsSync(join(t.config.storageDir, key));

async function register(agent: TestAgent, sent: Record<string, unknown>[]) {
  const res = await submitRegistration(agent, { ...sent[0], ...sent[1], step: 5 } as never);
  expect(res.statusCode, res.body).toBe(200);
  const [user] = await t.db.select().from(users).where(eq(users.id, res.json().user_id));
  const [profile] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user!.id));
  const owned = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user!.id));
  return { profile: profile!, owned };
}

describe('registration uploads', () => {
  it('gives the account only the photo the registration kept, and deletes a leftover upload of the session', async () => {
    const agent = t.agent();
    const sent = await saveStepsUpTo(agent, 5, {}, { data: fixtures.png(), filename: 'kept.png' });
    // A second upload the session still holds, as a replaced photo left by a double-clicked save would be.
    const { payload, headers } = multipartBody([{ name: 'profile_photo', filename: 'replaced.png', data: fixtures.png() }]);
    expect((await agent.request({ method: 'POST', url: '/test/upload', payload, headers })).statusCode).toBe(200);
    const [leftover] = (await filesOfSession(agent)).filter((f) => f.originalName === 'replaced.png');

    const { profile, owned } = await register(agent, sent);
    expect(owned.map((f) => f.originalName)).toEqual(['kept.png']);
    expect(profile.profilePhotoFileId).toBe(owned[0]!.id);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, leftover!.id))).toEqual([]);
    expect(onDisk(leftover!.storageKey)).toBe(false);
    expect(onDisk(owned[0]!.storageKey)).toBe(true);
  });

  it('keeps one photo when two step-2 saves with different photos race (a double click)', async () => {
    const agent = t.agent();
    const sent = await saveStepsUpTo(agent, 2, {}, { data: fixtures.png(), filename: 'first.png' });
    const step2 = { ...sent[1]!, step: 2 };
    const saves = await Promise.all(
      ['a.png', 'b.png'].map((filename) => saveStep(agent, creatorStep2(step2 as never), { data: fixtures.png(), filename })),
    );
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200]);
    const rest = await saveStepsUpTo(agent, 5, { 1: sent[0] as never, 2: step2 as never });
    const { profile, owned } = await register(agent, rest);
    expect(owned).toHaveLength(1);
    expect(profile.profilePhotoFileId).toBe(owned[0]!.id);
    expect(await filesOfSession(agent)).toEqual([]);
  });
});
