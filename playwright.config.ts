import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
const BACKOFFICE_PORT = PORT + 1;
const backofficeURL = `http://127.0.0.1:${BACKOFFICE_PORT}`;
// One secret for both servers and the run (production on PostgreSQL requires one).
const AUTH_SECRET = process.env.AUTH_SECRET ?? randomBytes(32).toString('base64url');
// Seals donors' PANs; production on PostgreSQL refuses to start without it (lib/server/platform/pan-seal.ts).
const PAN_ENCRYPTION_KEY = process.env.PAN_ENCRYPTION_KEY ?? randomBytes(32).toString('base64url');

/** The back-office server's database: its own PostgreSQL database, or its own embedded one. */
function backofficeDatabase(): Record<string, string> {
  if (process.env.E2E_BACKOFFICE_DATABASE_URL) return { DATABASE_URL: process.env.E2E_BACKOFFICE_DATABASE_URL };
  return { PGLITE_DATA_DIR: `${process.env.PGLITE_DATA_DIR ?? '.data/pglite'}-backoffice` };
}

function server(port: number, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: `npm start -- -p ${port} -H 127.0.0.1`,
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    // Production on PostgreSQL never falls back to the payment sandbox by itself (issue 15): the browser
    // tests pay through the sandbox, so they ask for it.
    env: {
      ...(process.env as Record<string, string>),
      APP_URL: url,
      NODE_ENV: 'production',
      AUTH_SECRET,
      PAN_ENCRYPTION_KEY,
      PAYMENT_SANDBOX: process.env.PAYMENT_SANDBOX ?? '1',
      // A browser client on another site (tests/e2e/security.spec.ts checks its CORS preflight).
      CORS_ORIGINS: 'https://client.example.org',
      // The specs place many cash-on-delivery orders with the one demo shopper and never ship them; the caps
      // on what an account holds in such orders have their own tests (tests/api/cod-holds.test.ts).
      COD_MAX_OPEN_ORDERS: '100000',
      COD_MAX_UNITS_PER_PRODUCT: '100000',
      // The demo admin and manager sign in with a password alone in the browser tests; required two-factor for
      // staff (the production default on PostgreSQL) has its own tests (tests/api/two-factor.test.ts).
      STAFF_TWO_FACTOR: 'optional',
      // Warnings and errors only in the run's output: a line per request would bury the test list
      // (tests/e2e/request-log.spec.ts starts its own servers and reads their request lines).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
  };
}

// Debian's Chromium (apt-get install chromium); Playwright's own browser download does not work here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The back-office tests change the catalogue, slides and coupons; they get their own server and
    // database so the shop and home-page tests always see the seeded data.
    {
      name: 'desktop',
      testIgnore: /(backoffice[\w-]*|freshness|instances|jobs|cache-model|deployment)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'backoffice',
      testMatch: /(backoffice[\w-]*|freshness)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: backofficeURL },
    },
    // Start their own servers: two on one PostgreSQL database and one Redis (instances.spec.ts, and the
    // cache's model test, cache-model.spec.ts); one that jobs run against (jobs.spec.ts).
    { name: 'instances', testMatch: /(instances|jobs|cache-model)\.spec\.ts/ },
    // Read-only copies of the build, as `next start` and as the standalone server, two instances each
    // (tests/e2e/deployment.spec.ts; needs the standalone output, which scripts/test-all.sh builds).
    { name: 'deployment', testMatch: /deployment\.spec\.ts/ },
  ],
  // The production build (npm run build) must exist; scripts/test-all.sh builds it first.
  webServer: [server(PORT, {}), server(BACKOFFICE_PORT, backofficeDatabase())],
});
