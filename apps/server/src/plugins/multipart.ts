import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fastifyMultipart } from '@fastify/multipart';
import { FORM_LIMITS } from '../lib/uploads/multipart-form';

/**
 * The two hooks @fastify/multipart adds to every request (an async onRequest that listens for the response's
 * 'close', and an async onResponse) only delete the temporary files of its disk mode, `saveRequestFiles`. The app
 * never uses that mode: forms are read with readMultipartForm, which streams each file to storage and cleans up
 * itself. So they are left out, and every request (probes, pages, API calls) skips two promises and a listener.
 */
const DISK_MODE_HOOKS = new Set(['onRequest', 'onResponse']);

const multipartWithoutDiskMode = fp(
  (instance: FastifyInstance, options: Parameters<typeof fastifyMultipart>[1], done: (err?: Error) => void) => {
    const addHook = instance.addHook;
    const filtered = function (this: FastifyInstance, name: string, hook: unknown) {
      if (DISK_MODE_HOOKS.has(name)) return this;
      return (addHook as (name: string, hook: unknown) => FastifyInstance).call(this, name, hook);
    };
    Object.assign(instance, { addHook: filtered });
    try {
      fastifyMultipart(instance, options, done);
    } finally {
      Object.assign(instance, { addHook });
    }
  },
  { fastify: '5.x', name: '@fastify/multipart' },
);

/**
 * Parses nothing up front: routes read their form with readMultipartForm, which streams files to storage.
 * The defaults here are tight so a route that reads parts some other way is still bounded.
 */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipartWithoutDiskMode, {
    limits: { ...FORM_LIMITS, files: 1, parts: FORM_LIMITS.fields + 1, fileSize: 1024 * 1024 },
    throwFileSizeLimit: true,
  });
}
