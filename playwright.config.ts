import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './scripts/lib.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's Chromium only; Playwright never downloads a browser here. Its headless shell when installed: the same
 * Blink and V8 without the desktop browser's processes, a quarter less time for the whole suite (decision 053).
 */
const chromium = {
  executablePath: testBrowserPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties it at the start, and `npm test` keeps its counts beside it in test-results/counts
  // while the PostgreSQL pass runs alongside.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // The full journeys (register, read the mail, verify, sign in) take 20–45 s on 2 busy cores; leave room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // Recording a trace of every test took a quarter of the browser stage's time (decision 036). On CI a failed test is
    // run again with its trace; locally, where nothing retries, every failure keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The signed-in journeys run with reduced motion: no dialog, toast or skeleton animation to draw frame by frame
    // or to wait out before a click (a 14-test subset took 16 % less wall time, decision 036). The public pages, whose
    // motion is part of what they test, ask for the default again (public-site, public-shell).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // A 390 px phone (iPhone 12-15 width) in Chromium; only tests tagged @mobile run here.
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-e2e.mjs`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    env: {
      E2E_PORT: String(PORT),
      ...(process.env.E2E_WEB_DIST ? { E2E_WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...(process.env.E2E_SERVER_BUNDLE ? { E2E_SERVER_BUNDLE: process.env.E2E_SERVER_BUNDLE } : {}),
      ...(process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    reuseExistingServer: !process.env.CI,
    // Playwright kills the server with SIGKILL unless told otherwise; SIGTERM lets serve-e2e.mjs drop its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
