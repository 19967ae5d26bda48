import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../lib/storage/storage';
import { contentUploadsRoutes } from './content-uploads.routes';
import {
  type AfterVideoUpload,
  type ContentUploadsService,
  createContentUploadsService,
  type ScheduleAutoDecision,
} from './content-uploads.service';

/** Builds the video upload and post link service and registers its routes; app.ts adds its videoReadPolicy to the files route. */
export async function registerContentUploads(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; storage: Storage; scheduleAutoDecision?: ScheduleAutoDecision; afterVideoUpload?: AfterVideoUpload },
): Promise<ContentUploadsService> {
  const contentUploads = createContentUploadsService(deps);
  await app.register(contentUploadsRoutes, { contentUploads, db: deps.db, storage: deps.storage });
  return contentUploads;
}
