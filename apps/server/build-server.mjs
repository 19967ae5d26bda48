import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

/** The entry points `npm run build` bundles into dist/. */
export const SERVER_ENTRY_POINTS = { server: 'src/server.ts', 'migrate-cli': 'src/db/migrate-cli.ts' };

/**
 * One ESM bundle for the server; npm packages stay external, our TypeScript workspaces are bundled. `outdir` and the
 * entry points are relative to apps/server. A bundle built outside dist/ takes its migrations along (dist/ finds
 * them in ../drizzle, src/db/migrate.ts), and must sit under apps/server so that its imports find node_modules.
 */
export async function buildServerBundle({ outdir, entryPoints = SERVER_ENTRY_POINTS }) {
  const serverDir = import.meta.dirname;
  await build({
    absWorkingDir: serverDir,
    entryPoints,
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
  if (resolve(serverDir, outdir) !== resolve(serverDir, 'dist')) {
    cpSync(resolve(serverDir, 'drizzle'), resolve(serverDir, outdir, 'drizzle'), { recursive: true });
  }
}
