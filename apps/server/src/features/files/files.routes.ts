import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { createFilesService, type FileReadPolicy, fileViewerOf } from './files.service';

const ZParams = z.object({ id: z.string().max(100) });
const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const filesRoutes: FastifyPluginAsyncZod<AppDeps & { readPolicies?: readonly FileReadPolicy[] }> = async (app, deps) => {
  const files = createFilesService({ db: deps.db, storage: deps.storage, readPolicies: deps.readPolicies });

  app.get(
    '/api/files/:id',
    {
      // Compression would break byte ranges and gains nothing on images and video.
      compress: false,
      // 401 for a visitor with no access (a signed-in one gets 404), 416 for a Range past the end (files.service.ts).
      config: { clientErrors: [401, 416] },
      schema: { tags: ['files'], summary: 'An uploaded file, for its owner (supports Range)', params: ZParams },
    },
    async (request, reply) => {
      const { headers: h } = request;
      const res = await files.serve({
        id: request.params.id,
        viewer: await fileViewerOf(request),
        range: header(h.range),
        ifRange: header(h['if-range']),
        ifNoneMatch: header(h['if-none-match']),
        headOnly: request.method === 'HEAD',
      });
      return reply.status(res.status).headers(res.headers).send(res.body);
    },
  );
};
