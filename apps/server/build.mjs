import { build } from 'esbuild';

// One ESM bundle for the server; npm packages stay external, our TypeScript workspaces are bundled.
await build({
  entryPoints: { server: 'src/server.ts', 'migrate-cli': 'src/db/migrate-cli.ts' },
  outdir: process.env.SERVER_OUT_DIR ?? 'dist',
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
