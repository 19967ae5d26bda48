import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../src/app-deps';
import { ValidationAppError } from '../../src/lib/errors';
import { CAMPAIGN_VIDEO_RULE, PROFILE_PHOTO_RULE } from '../../src/lib/uploads/file-rules';
import { readMultipartForm } from '../../src/lib/uploads/multipart-form';
import { uploadOwnerOf } from '../../src/lib/uploads/upload-owner';

/** Routes that exercise the upload helper before real upload endpoints exist. */
export const uploadTestRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  const files = { profile_photo: PROFILE_PHOTO_RULE, video: CAMPAIGN_VIDEO_RULE };

  app.post('/test/upload', async (request) => {
    const form = await readMultipartForm({ request, db, storage, owner: await uploadOwnerOf(request), files });
    return { fields: form.fields, files: Object.fromEntries(Object.entries(form.files).map(([name, f]) => [name, f.id])) };
  });

  // A later step rejects the form: the route discards what was stored.
  app.post('/test/upload-then-reject', async (request) => {
    const form = await readMultipartForm({ request, db, storage, owner: await uploadOwnerOf(request), files });
    await form.discard();
    throw new ValidationAppError({ bio: ['The bio field is required.'] });
  });

  app.post('/test/fields-only', async (request) => ({ fields: (await readMultipartForm({ request })).fields }));
};
