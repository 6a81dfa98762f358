import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), never a downloaded browser: the
 * same engine as the full browser without its desktop shell, a third less CPU per test on two cores.
 * Flags needed on a closed network.
 */
const launchOptions = {
  executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // CI retries a failed test once, so the report shows whether it fails again, and fails the run
  // either way: a test that passes only on retry is a defect (the last one was a real serving bug).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace costs every test a DOM snapshot and a screenshot per action; only the retry of a
    // failed test records one (CI retries once; locally: --trace on).
    trace: 'on-first-retry',
    launchOptions,
    // The site honours the setting (globals.css): no transitions to wait out, no smooth scrolling.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } }],
  webServer: {
    // The production build (npm test builds it, or reuses it when up to date; this never builds) on a fresh SQLite file. TRUSTED_PROXIES=1:
    // the tests play the one reverse proxy in front, so an X-Forwarded-For they send is the client's
    // address (as nginx would set it) and each test can have its own rate-limit counts; browsers send
    // none and count as 127.0.0.1. tests/http/client-address.test.ts starts its own server without it.
    // SITE_URL is the build's (npm test builds without PORT, so http://localhost:3000): the same at start-up.
    command: `rm -f data/e2e.db data/e2e.db-wal data/e2e.db-shm && node scripts/start.mjs --port ${PORT}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { DATABASE_URL: 'file:./data/e2e.db', SITE_URL: 'http://localhost:3000', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', ADMIN_USERNAME: 'e2e-admin', ADMIN_PASSWORD: 'e2e-admin-password-1', TRUSTED_PROXIES: '1', BOOKING_NETWORK_LIMIT: '10000' },
  },
});
