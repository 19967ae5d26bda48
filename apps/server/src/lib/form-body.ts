import type { FastifyRequest } from 'fastify';
import { readMultipartForm } from './uploads/multipart-form';

/** The spec's forms arrive as multipart (each wizard step) or JSON (final submits); both become one plain object. */
export async function readFormBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) return { ...(await readMultipartForm({ request })).fields };
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
