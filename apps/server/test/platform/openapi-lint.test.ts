import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { operationIdFor } from '../../src/lib/openapi/route-docs';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** Operations that answer every caller: there is no client error to document, so the 4xx rule does not apply. */
const ANSWERS_EVERYONE = [
  'GET /healthz',
  'GET /readyz',
  'GET /sanctum/csrf-cookie',
  'GET /brand/check-auth',
  'GET /creator/check-auth',
  'GET /ops/check-auth',
  'GET /api/brands/registration',
  'GET /api/creators/registration',
];

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { required?: string[] } }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

const pointerOf = (operation: string) => {
  const [method, path] = operation.split(' ');
  return `#/paths/${path!.replaceAll('~', '~0').replaceAll('/', '~1')}/${method!.toLowerCase()}/responses`;
};

let t: TestApp;
let source: string;
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp();
  source = (await t.app.inject({ url: '/docs/json' })).body;
  doc = JSON.parse(source);
});
afterAll(() => t.close());

describe('the OpenAPI document at /docs/json', () => {
  it('has no error and no warning under Redocly’s recommended rules', async () => {
    const config = await createConfig({
      extends: ['recommended'],
      // A private API: there is no licence to state.
      rules: { 'info-license': 'off' },
    });
    const exempt = new Set(ANSWERS_EVERYONE.map(pointerOf));
    const problems = (await lintFromString({ source, absoluteRef: 'openapi.json', config })).filter(
      (p) => !(p.ruleId === 'operation-4xx-response' && exempt.has(p.location[0]?.pointer ?? '')),
    );
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('exempts from the 4xx rule only operations that exist and still declare no 4xx', () => {
    for (const operation of ANSWERS_EVERYONE) {
      const [method, path] = operation.split(' ');
      const responses = doc.paths[path!]?.[method!.toLowerCase()]?.responses;
      expect(responses, operation).toBeDefined();
      expect(
        Object.keys(responses!).filter((s) => s.startsWith('4')),
        operation,
      ).toEqual([]);
    }
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
    expect(Object.keys(doc.paths['/api/files/{id}']!.get!.responses)).toContain('404');
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
