import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { WaitingFilesFirstSequencer } from './scripts/vitest-sequencer.mjs';

/**
 * The web tests that replace a module with vi.mock (today the toaster and the chart). Found by reading the files, so a
 * new one cannot land in the shared-module project by mistake.
 */
const WEB_FILES_WITH_MODULE_MOCKS = globSync('apps/web/src/**/*.test.{ts,tsx}', { cwd: import.meta.dirname }).filter((file) =>
  readFileSync(new URL(file, import.meta.url), 'utf8').includes('vi.mock('),
);

export default defineConfig({
  test: {
    sequence: { sequencer: WaitingFilesFirstSequencer },
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
          setupFiles: ['apps/server/test/helpers/cheap-password-hashing.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // On CI a failed test runs once more, as a browser test does; npm test lists every test that passed only
          // on its retry (decision 036), so a flaky one is seen, not hidden.
          retry: process.env.CI ? 1 : 0,
          pool: 'forks',
          // Each worker keeps its modules from one file to the next: importing the app once per worker instead of
          // once per file saves about two thirds of the pass (decision 036). Every file builds its own app and
          // database, and mocks are restored after each test, so nothing else carries over.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        // The web app's unit and component tests: its own Vite config (React, Tailwind) in a happy-dom window. Each
        // worker keeps its modules from one file to the next (51 s against 18 s here, decision 036); every file renders
        // into a cleaned document and restores its mocks and globals.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.mjs'],
          exclude: WEB_FILES_WITH_MODULE_MOCKS,
          environment: 'happy-dom',
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        // A module replaced with vi.mock must be imported afresh, which only an isolated file does.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-mocks',
          include: WEB_FILES_WITH_MODULE_MOCKS,
          environment: 'happy-dom',
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
    ],
  },
});
