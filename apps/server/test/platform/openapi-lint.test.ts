import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, createConfig, lintFromString, loadConfig } from '@redocly/openapi-core';
import { operationIdFor } from '../../src/lib/openapi/route-docs';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** The repository's redocly.yaml, which `npx @redocly/cli lint` reads too; its exceptions are in .redocly.lint-ignore.yaml. */
const REDOCLY_YAML = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));
const API = 'amplio';

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { required?: string[] } }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

/** `#/paths/~1api~1user/get/responses` → `GET /api/user` */
const operationOf = (pointer: string) => {
  const [, , path, method] = pointer.split('/');
  return `${method!.toUpperCase()} ${path!.replaceAll('~1', '/').replaceAll('~0', '~')}`;
};

let t: TestApp;
let source: string;
let doc: Document;
let config: Config;
/** Where redocly.yaml has the CLI fetch the document; its ignore file is keyed by it. */
let root: string;
beforeAll(async () => {
  t = await buildTestApp();
  source = (await t.app.inject({ url: '/docs/json' })).body;
  doc = JSON.parse(source);
  const repoConfig = await loadConfig({ configPath: REDOCLY_YAML });
  root = (repoConfig.resolvedConfig.apis as Record<string, { root: string }>)[API]!.root;
  config = repoConfig.forAlias(API);
});
afterAll(() => t.close());

describe('the OpenAPI document at /docs/json', () => {
  it('has no error and no warning under Redocly’s recommended rules, with only the exceptions redocly.yaml lists', async () => {
    // Redocly's recommended rules, none turned off or down.
    const recommended = await createConfig({ extends: ['recommended'] });
    expect(config.rules.oas3_0).toEqual(recommended.rules.oas3_0);
    expect(config.rules.oas3_0).toMatchObject({ 'info-license': 'warn', 'operation-4xx-response': 'warn' });
    const problems = await lintFromString({ source, absoluteRef: root, config });
    const shown = problems.filter((p) => !p.ignored);
    expect(problems.filter((p) => p.ignored)).toHaveLength(10);
    expect(shown.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('makes exceptions only to the 4xx rule, for operations that exist and still declare no 4xx, and for one contract path', () => {
    expect(Object.keys(config.ignore)).toEqual([root]);
    const ignored = config.ignore[root]!;
    expect(Object.keys(ignored)).toEqual(['operation-4xx-response', 'no-ambiguous-paths']);
    // Issue 23's contract path beside spec 3's /api/campaigns/active/{id}: ids are uuids, so "active" never collides.
    expect([...ignored['no-ambiguous-paths']!]).toEqual([
      '#/paths/~1api~1campaigns~1{id}~1applications',
      '#/paths/~1api~1campaigns~1{id}~1questions',
    ]);
    const operations = [...ignored['operation-4xx-response']!].map(operationOf);
    expect(operations).toHaveLength(8);
    for (const operation of operations) {
      const [method, path] = operation.split(' ');
      expect(method, operation).toBe('GET');
      const responses = doc.paths[path!]?.[method!.toLowerCase()]?.responses;
      expect(responses, operation).toBeDefined();
      expect(
        Object.keys(responses!).filter((s) => s.startsWith('4')),
        operation,
      ).toEqual([]);
    }
  });

  it('states the licence: proprietary, under the terms of service', () => {
    expect((JSON.parse(source) as { info: { license: unknown } }).info.license).toEqual({ name: 'Proprietary', url: '/term' });
  });

  it('declares the session cookie and the CSRF header as security schemes', () => {
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'amplio_session' }),
      csrfHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }),
    });
  });

  it('asks writes for the session and the CSRF token, guarded reads for the session, and nothing of public reads', () => {
    expect(doc.paths['/api/brands/campaigns']!.post!.security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
    expect(doc.paths['/brand/login']!.post!.security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
    expect(doc.paths['/api/brands/campaigns']!.get!.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/healthz']!.get!.security).toEqual([]);
    expect(doc.paths['/api/payments/webhook']!.post!.security).toEqual([]);
  });

  it('derives the 4xx of a route from its guard, its input schema, its path parameter and its method', () => {
    const put = doc.paths['/api/creator/social-links/{id}']!.put!.responses;
    expect(Object.keys(put)).toEqual(expect.arrayContaining(['401', '403', '404', '413', '419', '422']));
    const verify = doc.paths['/api/brands/verify-otp']!.post!.responses;
    expect(Object.keys(verify)).toEqual(expect.arrayContaining(['419', '422', '429']));
    expect(Object.keys(doc.paths['/api/user']!.get!.responses)).toEqual(['200', '401']);
    expect(Object.keys(doc.paths['/api/files/{id}']!.get!.responses)).toEqual(expect.arrayContaining(['401', '404', '416']));
    // Any write: the body parser's 400 (not JSON), 413 (too large) and 415 (a content type with no parser).
    expect(Object.keys(doc.paths['/api/brands/logout']!.post!.responses)).toEqual(['200', '400', '413', '415', '419']);
  });

  it('documents 422 with the field-error shape {message, errors: {field: [messages]}}', () => {
    const schema = doc.paths['/newsletter/confirm']!.post!.responses['422']!.content!['application/json']!.schema as {
      required: string[];
      properties: { errors: { additionalProperties: { type: string; items: { type: string } } } };
    };
    expect(schema.required).toEqual(['message', 'errors']);
    expect(schema.properties.errors.additionalProperties).toEqual({ type: 'array', items: { type: 'string' } });
  });

  it('gives every operation a unique operationId', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/brands/campaigns/{id}/status']!.post!.operationId).toBe('postApiBrandsCampaignsByIdStatus');
  });
});

describe('operationIdFor', () => {
  it('camel-cases the method and the path, naming parameters with "by"', () => {
    expect(operationIdFor('GET', '/api/brands/fundings/:funding_id')).toBe('getApiBrandsFundingsByFundingId');
    expect(operationIdFor('POST', '/api/creators/verify-otp')).toBe('postApiCreatorsVerifyOtp');
    expect(operationIdFor('GET', '/dev/mailbox.json')).toBe('getDevMailboxJson');
  });
});
