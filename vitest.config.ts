import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each worker keeps its modules from one file to the next: importing the app once per worker instead of
          // once per file saves about two thirds of the pass (decision 036). Every file builds its own app and
          // database, and mocks are restored after each test, so nothing else carries over.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        // The web app's unit and component tests: its own Vite config (React, Tailwind) in a happy-dom window.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.mjs'],
          environment: 'happy-dom',
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
    ],
  },
});
