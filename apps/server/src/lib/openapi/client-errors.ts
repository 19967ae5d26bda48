import { z } from 'zod';

/** The 4xx statuses the API documents; each one's answer body is the shape below. */
export type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 416 | 419 | 422 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 4xx statuses a route answers that the docs cannot infer from its schema and hooks (e.g. a 409 from its service). */
    clientErrors?: ClientErrorStatus[];
  }
}

const declared = new WeakMap<object, readonly ClientErrorStatus[]>();

/** Marks a hook (an auth guard, a rate limit) with the statuses it answers, so every route using it documents them. */
export function declareClientErrors<T extends object>(hook: T, statuses: readonly ClientErrorStatus[]): T {
  declared.set(hook, statuses);
  return hook;
}

export const clientErrorsOfHook = (hook: unknown): readonly ClientErrorStatus[] => (typeof hook === 'function' && declared.get(hook)) || [];

/** Extra fields (`error_type`, `retry_after`, `remaining_attempts`…) may come with any of them. */
const ZMessage = z.looseObject({ message: z.string() });
const fieldErrors = z.record(z.string(), z.array(z.string()));
const ZFieldErrors = z.looseObject({ message: z.string(), errors: fieldErrors });

/** Every 422 carries `errors` (plugins/error-handler.ts), whatever a route's own 422 schema leaves optional. */
export const withFieldErrors = (schema: z.ZodObject) => schema.extend({ errors: fieldErrors });

export const CLIENT_ERROR_DESCRIPTIONS: Record<ClientErrorStatus, string> = {
  400: 'The request is malformed: its body is not valid JSON, or a header or token it needs is missing or invalid.',
  401: 'Not signed in: sign in and retry.',
  403: 'Signed in with an account that may not do this.',
  404: 'Not found, or not yours (ids of other accounts answer 404, never 403).',
  409: 'Conflicts with the current state of the resource.',
  410: 'Gone: the link or token has expired.',
  413: 'The request body or file is too large.',
  414: 'A path parameter is longer than the router takes (200 characters).',
  415: 'The body or file type is not accepted here.',
  416: 'The Range cannot be satisfied: `Content-Range: bytes */<size>` gives the size.',
  419: 'The CSRF token is missing or does not match the session: fetch /sanctum/csrf-cookie and retry.',
  422: 'A field is invalid: `message` is the first problem, `errors` maps each field to its messages.',
  429: 'Too many attempts: retry after `retry_after` seconds (also in the Retry-After header).',
};

/**
 * An answer that is an HTML page (newsletter links open pages in a browser). The schema is documentation only:
 * handlers send the page as a string, which Fastify never runs through a serializer.
 */
export const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

/** Error bodies are JSON whatever the route's success answer is, unless a route declares its own (an HTML page). */
export const clientErrorResponse = (status: ClientErrorStatus) => ({
  description: CLIENT_ERROR_DESCRIPTIONS[status],
  content: { 'application/json': { schema: status === 422 ? ZFieldErrors : ZMessage } },
});
