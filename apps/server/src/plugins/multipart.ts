import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { FORM_LIMITS } from '../lib/uploads/multipart-form';

/**
 * Parses nothing up front: routes read their form with readMultipartForm, which streams files to storage.
 * The defaults here are tight so a route that reads parts some other way is still bounded.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { ...FORM_LIMITS, files: 1, parts: FORM_LIMITS.fields + 1, fileSize: 1024 * 1024 },
    throwFileSizeLimit: true,
  });
}
