import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const run = promisify(execFile);
// openapi-typescript needs TypeScript 5's compiler API; both live in their own workspace, apart from the root's TypeScript 7.
const tool = new URL('../../../../tools/openapi-client/', import.meta.url).pathname;
const bin = (name: string) => join(tool, 'node_modules/.bin', name);

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(process.env.AMPLIO_TEST_TMP ?? tmpdir(), 'openapi-client-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'openapi.json'), (await t.app.inject({ url: '/docs/json' })).body);
  copyFileSync(join(tool, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  copyFileSync(join(tool, 'src/client.ts'), join(dir, 'src/client.ts'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const failureOf = (err: unknown) => {
  const e = err as { stdout?: string; stderr?: string; message: string };
  return `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
};

describe('a client generated from /docs/json with openapi-typescript', () => {
  it('generates typed paths for every operation', { timeout: 120_000 }, async () => {
    await run(bin('openapi-typescript'), [join(dir, 'openapi.json'), '-o', join(dir, 'src/api.d.ts')], { cwd: dir });
    const types = readFileSync(join(dir, 'src/api.d.ts'), 'utf8');
    expect(types).toContain('"/brand/login": {');
    expect(types).toContain('"/api/brands/campaigns": {');
    expect(types).toContain('getApiBrandsCampaigns: {');
  });

  it('type-checks the hand-written client against them with TypeScript 5, wrong fields included as expected errors', {
    timeout: 180_000,
  }, async () => {
    const { stdout } = await run(bin('tsc'), ['--version'], { cwd: dir });
    expect(stdout).toMatch(/^Version 5\./);
    const result = await run(bin('tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir }).then(() => 'no type error', failureOf);
    expect(result).toBe('no type error');
  });
});
