// npm start: install if needed, build if stale, then serve (the server migrates PGlite and seeds the demo itself).
import { buildIfStale, ensureDependencies, startChild } from './lib.mjs';
import { ensureProjectNode } from './node-runtime.mjs';

await ensureProjectNode();

ensureDependencies();
buildIfStale();
startChild(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs']);
