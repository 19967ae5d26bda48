import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import {
  CLIENT_ERROR_DESCRIPTIONS,
  type ClientErrorStatus,
  clientErrorResponse,
  clientErrorsOfHook,
  withFieldErrors,
} from './client-errors';

/** Names in components.securitySchemes. */
export const SECURITY = { session: 'sessionCookie', csrf: 'csrfHeader' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

type RouteSchema = Record<string, unknown> & { response?: Record<string, unknown>; operationId?: string };

/** `POST /api/brands/campaigns/:id/status` → `postApiBrandsCampaignsByIdStatus`: stable, unique per method and path. */
export function operationIdFor(method: string, url: string): string {
  const words = [method.toLowerCase()];
  for (const segment of url.split('/')) {
    if (segment.startsWith(':')) words.push('by', ...segment.slice(1).split(/[^A-Za-z0-9]+/));
    else if (segment === '*') words.push('any');
    else words.push(...segment.split(/[^A-Za-z0-9]+/));
  }
  return words
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

function hookStatuses(route: RouteOptions): ClientErrorStatus[] {
  return HOOKS.flatMap((name) => {
    const hooks = route[name] as unknown;
    return (Array.isArray(hooks) ? hooks : [hooks]).flatMap(clientErrorsOfHook);
  });
}

/**
 * What Fastify answers before any hook of a state-changing route runs, when it parses the body: 400 for a body
 * that is not valid JSON, 413 past the body limit (1 MiB, or the route's own), 415 for a content type it has no
 * parser for. A GET or HEAD body is never parsed.
 */
const BODY_PARSE_ERRORS: readonly ClientErrorStatus[] = [400, 413, 415];

/**
 * The 4xx answers a route can give, read from what it declares: input schemas (422), path params (404, and 414 past
 * the router's length), a
 * state-changing method (the body parser's 400, 413 and 415, and 419 under the CSRF check), marked hooks (auth
 * guards 401/403, rate limits 429) and `config.clientErrors` for what only the handler or the service knows.
 */
export function clientErrorsOf(route: RouteOptions, method: string): ClientErrorStatus[] {
  const schema = (route.schema ?? {}) as RouteSchema;
  const found = new Set<ClientErrorStatus>(hookStatuses(route));
  if (schema.body || schema.querystring || schema.params || schema.headers) found.add(422);
  if (!SAFE_METHODS.has(method)) for (const status of BODY_PARSE_ERRORS) found.add(status);
  if (route.url.includes(':')) {
    found.add(404);
    found.add(414);
  }
  if (!SAFE_METHODS.has(method) && route.config?.csrf !== false) found.add(419);
  for (const status of route.config?.clientErrors ?? []) found.add(status);
  return [...found].sort();
}

function securityOf(route: RouteOptions, method: string, statuses: ClientErrorStatus[]) {
  if (!SAFE_METHODS.has(method) && route.config?.csrf !== false) return [{ [SECURITY.session]: [], [SECURITY.csrf]: [] }];
  if (statuses.includes(401)) return [{ [SECURITY.session]: [] }];
  return [];
}

/** A route's own 4xx schema, documented as JSON (the error handler's answer) with the status's description. */
function asJsonError(declared: unknown, status: string) {
  if (!(declared instanceof z.ZodType)) return declared;
  const schema = status === '422' && declared instanceof z.ZodObject ? withFieldErrors(declared) : declared;
  const description = declared.description ?? CLIENT_ERROR_DESCRIPTIONS[Number(status) as ClientErrorStatus] ?? 'Client error';
  return { description, content: { 'application/json': { schema } } };
}

type DeclaredResponse = { description?: string; content?: Record<string, unknown> };

/**
 * A status the route answers as JSON (from the error handler) too: its own declaration, when it has one, gains the
 * JSON body, as when a newsletter link answers 400 with a page and the body parser answers 400 to bad JSON.
 */
function withJsonError(own: unknown, status: ClientErrorStatus) {
  const json = clientErrorResponse(status);
  if (!own) return json;
  const declared = own as DeclaredResponse;
  if (!declared.content || 'application/json' in declared.content) return own;
  return {
    description: `${declared.description ?? ''} Or JSON: ${json.description}`.trim(),
    content: { ...json.content, ...declared.content },
  };
}

/**
 * Adds what a route's own schema leaves out: its operationId, its security, and the 4xx it can answer. Runs
 * before the zod → JSON Schema transform; a route's own operationId and 4xx schemas win.
 */
export function documentRoute(route: RouteOptions): { schema: RouteSchema; hasSuccess: boolean } {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  const own = (route.schema ?? {}) as RouteSchema;
  const statuses = clientErrorsOf(route, method);
  const response: Record<string, unknown> = { ...own.response };
  for (const status of Object.keys(response)) if (status.startsWith('4')) response[status] = asJsonError(response[status], status);
  for (const status of statuses) response[status] = withJsonError(response[status], status);
  return {
    schema: {
      ...own,
      operationId: own.operationId ?? operationIdFor(method, route.url),
      security: securityOf(route, method, statuses),
      response,
    },
    hasSuccess: Object.keys(own.response ?? {}).some((status) => /^[23]/.test(status)),
  };
}
