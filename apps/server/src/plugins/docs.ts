import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentRoute, SECURITY } from '../lib/openapi/route-docs';
import { SESSION_COOKIE } from './session';

/** The terms of service page (spec 1's route map, apps/web/src/config/paths.ts). */
export const TERMS_PATH = '/term';

const NO_BODY = ['204', '304'];

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Every route gets an operationId, its security and its 4xx (see lib/openapi/route-docs.ts and decision 018). */
function transform(input: TransformInput) {
  const route = (input as TransformInput & { route: RouteOptions }).route;
  if ((input.schema as { hide?: boolean } | undefined)?.hide) return jsonSchemaTransform(input);
  const { schema, hasSuccess } = documentRoute(route);
  const out = jsonSchemaTransform({ ...input, schema: schema as TransformInput['schema'] });
  const response = (out.schema as { response: Record<string, unknown> }).response;
  // `type: 'null'` keeps swagger from inventing a JSON body: for a 204 or 304, which never has one, and for a route
  // without a success schema, which still answers one.
  for (const status of NO_BODY) {
    const declared = response[status] as { description?: string } | undefined;
    if (declared) response[status] = { type: 'null', description: declared.description ?? 'No content' };
  }
  if (!hasSuccess)
    (out.schema as { response: Record<string, unknown> }).response = { 200: { type: 'null', description: 'Success' }, ...response };
  return out;
}

export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Amplio API',
        version: '1.0.0',
        description:
          'The contract of spec sections 7 and 8, generated from the route schemas. Writes need the session cookie and the CSRF token from `GET /sanctum/csrf-cookie` (the `XSRF-TOKEN` cookie) in the `X-CSRF-Token` header.',
        // Not open source: the terms of service govern use. Relative, like `servers`, so it is the site serving this.
        license: { name: 'Proprietary', url: TERMS_PATH },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          [SECURITY.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie, set by `GET /sanctum/csrf-cookie` and replaced on sign-in and sign-out.',
          },
          [SECURITY.csrf]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: 'The value of the `XSRF-TOKEN` cookie, bound to the session; required on every write.',
          },
        },
      },
    },
    transform,
  });
  // No CSP of its own: the app's policy (plugins/security.ts) already allows what swagger-ui needs, self-hosted
  // scripts and inline styles, while the plugin's static one blocked those styles and forced https on plain http.
  // Tags start folded: with all 25 open, swagger-ui (5.x) stopped drawing after the eighth operation once the document
  // passed about 125 operations, with no error. Folded, every tag shows and each opens in full (decision 018).
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none' } });
}
