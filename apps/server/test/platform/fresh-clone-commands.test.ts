import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types, shared with npm start and npm test.
import { dependenciesMissing } from '../../../../scripts/lib.mjs';

// Issue 25 §2: `npm run db:migrate` on a fresh clone failed, because only `npm start` and `npm test` installed the
// dependencies. Every npm script the README shows must make sure of them itself.
const root = join(import.meta.dirname, '../../../..');
const WRAPPER = 'node scripts/with-dependencies.mjs ';
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
const readmeScripts = [...new Set([...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!))];

describe('the commands the README shows, on a fresh clone', () => {
  it('names npm scripts that exist', () => {
    expect(readmeScripts).toEqual(expect.arrayContaining(['db:migrate', 'build', 'backup', 'ops:create', 'seed:scale']));
    for (const name of readmeScripts) expect(scripts[name], name).toBeDefined();
  });

  it.each(readmeScripts)('npm run %s installs the dependencies first, as npm start and npm test do', (name) => {
    expect(scripts[name]?.startsWith(WRAPPER), `${name}: ${scripts[name]}`).toBe(true);
  });

  it('start and test do it themselves', () => {
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(scripts.test).toBe('node scripts/test.mjs');
    expect(readFileSync(join(root, 'scripts/start.mjs'), 'utf8')).toContain('ensureDependencies();');
  });
});

describe('dependenciesMissing', () => {
  const clone = () => {
    const dir = mkdtempSync(join(tmpdir(), 'amplio-clone-'));
    writeFileSync(join(dir, 'package-lock.json'), '{}');
    return dir;
  };
  const install = (dir: string, secondsAfterLock: number) => {
    mkdirSync(join(dir, 'node_modules'));
    writeFileSync(join(dir, 'node_modules/.package-lock.json'), '{}');
    const lock = Date.now() / 1000;
    utimesSync(join(dir, 'package-lock.json'), lock, lock);
    utimesSync(join(dir, 'node_modules/.package-lock.json'), lock + secondsAfterLock, lock + secondsAfterLock);
  };

  it('is true on a fresh clone (no node_modules) and after the lock file changed, false once installed', () => {
    const fresh = clone();
    expect(dependenciesMissing(fresh)).toBe(true);
    const installed = clone();
    install(installed, 10);
    expect(dependenciesMissing(installed)).toBe(false);
    const stale = clone();
    install(stale, -10);
    expect(dependenciesMissing(stale)).toBe(true);
  });
});

function withoutNodeSource(): NodeJS.ProcessEnv {
  const { AMPLIO_NODE_SOURCE: _said, ...env } = process.env;
  return env;
}

describe('scripts/with-dependencies.mjs', () => {
  it('runs the command with its arguments and exits with its code, quietly when nothing was missing', () => {
    const res = spawnSync(
      process.execPath,
      [
        'scripts/with-dependencies.mjs',
        process.execPath,
        '-e',
        'console.log(JSON.stringify(process.argv.slice(1))); process.exit(3)',
        'a b',
        '--name',
      ],
      // Under `npm test` on an older machine Node, the run already switched to Node 24 and says so through this
      // variable, which the wrapper would repeat; the wrapper alone, on a new enough Node, says nothing.
      { cwd: root, encoding: 'utf8', env: withoutNodeSource() },
    );
    expect(res.status).toBe(3);
    expect(res.stdout.trim()).toBe(JSON.stringify(['a b', '--name']));
  });

  it('refuses to run without a command', () => {
    const res = spawnSync(process.execPath, ['scripts/with-dependencies.mjs'], { cwd: root, encoding: 'utf8' });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('Usage');
  });
});
