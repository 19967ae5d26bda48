import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, ValidationAppError } from '../lib/errors';

/** Seconds a client is asked to wait after a 503 for a dependency that is briefly away (the database, Redis). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Turns zod issues into the spec's {field: [messages]} map; the first issue per field comes first. */
export function issuesToFieldErrors(issues: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || '_body';
    const list = errors[field] ?? [];
    list.push(issue.message ?? 'Invalid value.');
    errors[field] = list;
  }
  return errors;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read (an upload of the wrong type or over its limit, a closed script): close the
    // connection once the answer is sent, rather than let the client go on sending megabytes nobody will read.
    if (!request.raw.complete) reply.header('Connection', 'close');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = issuesToFieldErrors(error.validation);
      const bodyOnly = Object.keys(errors).length === 1 && errors._body;
      const message = bodyOnly ? 'The request body must be a JSON object or form.' : Object.values(errors)[0]?.[0];
      return reply.status(422).send({ message: message ?? HTTP_MESSAGES.validation, errors: bodyOnly ? {} : errors });
    }
    if (error instanceof ValidationAppError) {
      return reply.status(422).send({ message: error.message, errors: error.errors, ...error.extra });
    }
    if (error instanceof AppError) {
      if (error.statusCode === 429 && typeof error.extra.retry_after === 'number') {
        reply.header('Retry-After', String(error.extra.retry_after));
      }
      if (error.statusCode === 503 && error.code === 'service_unavailable') {
        reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      }
      return reply.status(error.statusCode).send({ message: error.message, error_type: error.code, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: HTTP_MESSAGES.payloadTooLarge });
    }
    if (status === 429) {
      return reply.status(429).send({ message: HTTP_MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ message: clientMessage(error) });
    }
    // The database is down, restarting or cut the connection: nothing the client did, and nothing half-written (the
    // transaction it cut was rolled back). Ask it to try again in a moment, as a load balancer would.
    if (isDatabaseUnavailable(error)) {
      const cause = (error.cause as Error | undefined)?.message;
      request.log.warn({ err: { message: error.message.slice(0, 200), cause } }, 'database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: HTTP_MESSAGES.serviceUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: HTTP_MESSAGES.serverError });
  });
}

/**
 * Fastify's answers for an address it cannot route (bad percent-encoding, a path parameter over the router's limit):
 * the error handler's `{ message }` shape instead of Fastify's, which echoes the whole address back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ message: HTTP_MESSAGES.uriTooLong });
  return reply.status(400).send({ message: HTTP_MESSAGES.badUrl });
}

export function registerJsonNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: HTTP_MESSAGES.notFound });
  });
}

/** Fastify's own 4xx messages are fine for developers but we keep them short and free of internals. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here. Send JSON or a multipart form.';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'This request must be sent as a multipart form.';
    default:
      return error.message.slice(0, 200);
  }
}
