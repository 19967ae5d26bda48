// Runs one command after what `npm start` and `npm test` make sure of first: Node 24 (installed into .cache/node on an
// older Node) and the dependencies (npm ci when node_modules is missing or older than the lock file). So every command
// the README shows works on a fresh clone: `npm run db:migrate`, `npm run build`, `npm run ops:create -- …`, and so on.
// Usage (from package.json): node scripts/with-dependencies.mjs <command> [args…]; exits with the command's code.
import { spawnSync } from 'node:child_process';
import { ensureDependencies } from './lib.mjs';
import { ensureProjectNode } from './node-runtime.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-dependencies.mjs <command> [args…]');
  process.exit(2);
}
await ensureProjectNode({ quiet: true });
ensureDependencies();
const result = spawnSync(command, args, { stdio: 'inherit', cwd: process.cwd() });
process.exit(result.status ?? 1);
