import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@amplio/shared/constants/messages';
import { storedFiles } from '../../../src/db/schema/index';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { fixtures, multipartBody } from '../../helpers/file-fixtures';
import { uploadTestRoutes } from '../../helpers/upload-test-routes';
import { exifTags, GPS_IFD_TAG, jpegWithGps } from '../../lib/uploads/image-fixtures';

let t: TestApp;
let agent: TestAgent;
let userId: string;
beforeAll(async () => {
  t = await buildTestApp({ extraRoutes: uploadTestRoutes });
  const user = await t.createUser({ userType: 'creator' });
  userId = user.id;
  agent = await t.injectAs(user);
});
afterAll(() => t.close());

function uploadPhoto(data: Buffer, filename: string) {
  const { payload, headers } = multipartBody([{ name: 'profile_photo', filename, contentType: 'image/jpeg', data }]);
  return agent.request({ method: 'POST', url: '/test/upload', payload, headers });
}

describe('uploaded images', () => {
  it('are stored without their EXIF: a JPEG sent with a GPS position keeps none', async () => {
    const sent = await jpegWithGps();
    expect(exifTags(sent)).toContain(GPS_IFD_TAG);
    const res = await uploadPhoto(sent, 'holiday.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, res.json().files.profile_photo));
    const stored = readFileSync(join(t.config.storageDir, row!.storageKey));
    expect(exifTags(stored)).toEqual([]);
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(row).toMatchObject({ mimeType: 'image/jpeg', sizeBytes: stored.length });

    const served = await agent.get(`/api/files/${row!.id}`);
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('that do not decode are refused with the wrong-type message and leave no row', async () => {
    const before = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
    const broken = Buffer.concat([fixtures.jpeg().subarray(0, 180), Buffer.alloc(300)]);
    const res = await uploadPhoto(broken, 'broken.jpg');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: UPLOAD_MESSAGES.photoWrongType,
      errors: { profile_photo: [UPLOAD_MESSAGES.photoWrongType] },
    });
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, userId))).toEqual(before);
  });
});
