/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The latin subset of Inter carries nearly every glyph the site shows, so it is the one file worth preloading. */
const PRELOADED_FONT = /inter-latin-wght-normal.*\.woff2$/;

function preloadFont(): Plugin {
  return {
    name: 'amplio:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => PRELOADED_FONT.test(name));
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFont()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  server: {
    // `npm run dev -w @amplio/web` next to a running server (`npm start`): API calls go to it, pages stay with Vite.
    proxy: {
      '^/(api|sanctum|brand/|creator/|ops/|do-logout|healthz|readyz|docs|dev/mailbox)': {
        target: 'http://127.0.0.1:3000',
        bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
});
