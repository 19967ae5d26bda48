import { cpSync } from 'node:fs';
import { build } from 'esbuild';

// One ESM bundle for the server; npm packages stay external, our TypeScript workspaces are bundled.
const outdir = process.env.SERVER_OUT_DIR ?? 'dist';
await build({
  entryPoints: { server: 'src/server.ts', 'migrate-cli': 'src/db/migrate-cli.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  packages: 'external',
  alias: { '@amplio/shared': '../../packages/shared/src' },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});

// A bundle built elsewhere (SERVER_OUT_DIR, for side-by-side browser test runs) takes its migrations along; dist/ finds
// them in ../drizzle (apps/server/src/db/migrate.ts).
if (outdir !== 'dist') cpSync('drizzle', `${outdir}/drizzle`, { recursive: true });
