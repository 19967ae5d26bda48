import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types, shared with npm start and npm test.
import { cachedNodeBinary, NODE_RUNTIMES, REQUIRED_NODE_MAJOR } from '../../../../scripts/node-runtime.mjs';

const root = join(import.meta.dirname, '../../../..');
const major = (v: string) => Number(v.replace(/^v/, '').split('.')[0]);

describe('the project runtime', () => {
  it('declares Node >= 24 in engines', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe('>=24');
    expect(REQUIRED_NODE_MAJOR).toBe(24);
    expect(major(NODE_RUNTIMES[24])).toBe(24);
    expect(major(NODE_RUNTIMES[26])).toBe(26);
  });

  it('runs this suite on Node 24 or newer', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it('reuses the cached Node on a second call instead of reinstalling it', () => {
    cachedNodeBinary(24);
    const again = cachedNodeBinary(24);
    expect(again.installed).toBe(false);
    expect(existsSync(again.binary)).toBe(true);
    expect(again.binary).toContain(join('.cache', 'node', NODE_RUNTIMES[24]));
  });

  // The machine's own Node (20 here) must re-run a script under the cached Node 24 and say so.
  const machineNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
    (p) => existsSync(p) && major(spawnSync(p, ['--version']).stdout.toString()) < 24,
  );
  it.runIf(machineNode)('re-runs a script started on an older Node under the cached Node 24', () => {
    const script = `import { ensureProjectNode } from './scripts/node-runtime.mjs'; await ensureProjectNode(); console.log('ran on ' + process.version);`;
    const res = spawnSync(machineNode as string, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(res.status).toBe(0);
    expect(res.stdout).toContain(`ran on v${NODE_RUNTIMES[24]}`);
    expect(res.stdout).toMatch(/Node v24\.\d+\.\d+ \(cached from the npm registry in \.cache\/node\/24/);
  });
});
