import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { submissionCommentsRoutes } from './submission-comments.routes';
import { createSubmissionCommentsService, type SubmissionCommentsService } from './submission-comments.service';

/**
 * Feedback pinned to the second (issue 28 §3, decision 052): time-coded comments on each version of a submission's
 * video, replies and resolving, and the versions read. app.ts adds its versionReadPolicy to the files route.
 */
export async function registerSubmissionComments(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<SubmissionCommentsService> {
  const comments = createSubmissionCommentsService(deps);
  await app.register(submissionCommentsRoutes, { comments, db: deps.db, clock: deps.clock });
  return comments;
}
