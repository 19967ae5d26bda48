// npm start: install if needed, build if stale, then serve (the server migrates PGlite and seeds the demo itself).
// On PostgreSQL the nodes never migrate (decision 019), so this single-node command runs the migration step first.
import { buildIfStale, ensureDependencies, ensureFfmpeg, run, startChild } from './lib.mjs';
import { ensureProjectNode } from './node-runtime.mjs';

await ensureProjectNode();

ensureDependencies();
// Uploaded videos are processed with it (decision 050); without it they are kept as sent.
ensureFfmpeg();
buildIfStale();
if (process.env.DATABASE_URL) run('npm', ['run', 'db:migrate', '--silent']);
startChild(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs']);
