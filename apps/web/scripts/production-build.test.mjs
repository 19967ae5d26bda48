// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { assertProductionRuntime, findDevelopmentRuntime } from './production-runtime.mjs';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const temp = mkdtempSync(join(tmpdir(), 'amplio-build-test-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the production runtime check', () => {
  it('names every file that carries React development code', () => {
    const dir = join(temp, 'fake');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'page.js'), 'import{jsxDEV as e}from"./jsx-dev-runtime-x.js";e("div",{})');
    writeFileSync(join(dir, 'assets', 'jsx-dev-runtime-x.js'), 'export const a=1');
    writeFileSync(join(dir, 'assets', 'clean.js'), 'import{jsx as e}from"./jsx-runtime.js";e("div",{})');
    expect(
      findDevelopmentRuntime(dir)
        .map((f) => f.file)
        .sort(),
    ).toEqual(['assets/jsx-dev-runtime-x.js', 'assets/page.js']);
    expect(() => assertProductionRuntime(dir)).toThrow(/development runtime: .*page\.js/);
  });

  it('passes a folder without development code', () => {
    const dir = join(temp, 'clean');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.js'), 'import{jsx as e}from"./jsx-runtime.js";e("div",{})');
    expect(() => assertProductionRuntime(dir)).not.toThrow();
  });
});

/**
 * `npm test` builds the app once, with NODE_ENV=development in the environment, and names that build in
 * WEB_BUILT_WITH_DEVELOPMENT_ENV: the test checks it instead of building a second time. Run alone, it builds its own.
 */
function buildWithDevelopmentEnv() {
  if (process.env.WEB_BUILT_WITH_DEVELOPMENT_ENV) return resolve(process.env.WEB_BUILT_WITH_DEVELOPMENT_ENV);
  const outDir = join(temp, 'dist');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'development', WEB_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.status).toBe(0);
  return outDir;
}

describe('the web build', () => {
  it('builds production assets and the route table even with NODE_ENV=development in the environment', { timeout: 240_000 }, () => {
    const outDir = buildWithDevelopmentEnv();
    expect(existsSync(join(outDir, 'home.html'))).toBe(true);
    expect(findDevelopmentRuntime(outDir)).toEqual([]);
    // The route table the server answers 404 from: the app's routes with their aliases, signed-in areas included.
    const routes = JSON.parse(readFileSync(join(outDir, '.vite/app-routes.json'), 'utf8'));
    expect(routes.paths).toEqual(
      expect.arrayContaining([
        '/',
        '/brand',
        '/testing',
        '/brand-Login',
        '/creator-login',
        '/brand/campaigns/:id',
        '/ops',
        '/ops/login',
        '/brand/dashboard',
      ]),
    );
    // No blanket signed-in prefix: /brand/no-such-thing is as unknown as /nope.
    expect(routes.prefixes).toBeUndefined();
  });
});
