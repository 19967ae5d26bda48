import { buildServerBundle } from './build-server.mjs';

// SERVER_OUT_DIR builds elsewhere, for side-by-side browser test runs (E2E_SERVER_BUNDLE).
await buildServerBundle({ outdir: process.env.SERVER_OUT_DIR ?? 'dist' });
