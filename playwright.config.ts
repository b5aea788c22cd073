import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests: Debian's Chromium (no browser download works here) against the production
 * build served by the reference server on a fresh database. Run `npm run build` first.
 */
const PORT = Number(process.env.E2E_PORT ?? 4797);
// Several people may run end-to-end tests at once: each with its own port, build and database.
const DIST = process.env.E2E_DIST ?? "dist";
const DB = `data/e2e-${PORT}.db`;

/**
 * The specs that change what every other test sees, run one at a time once the others are done
 * (project "alone"): the service worker's script (pwa.spec.ts rewrites it), the server's test
 * faults (offline.spec.ts), the demo cards' balances and states (cards.spec.ts), the devices and
 * their health (devices.spec.ts), a role's rights (roles.spec.ts) and the manager's password
 * (passwords.spec.ts). The other specs set up their own data through the API and run two at a
 * time (2 cores). To run one of the six by itself: `npx playwright test cards --no-deps` (else
 * the others run first).
 */
const ALONE = /\/(pwa|offline|cards|devices|roles|passwords)\.spec\.ts$/;
/** Both projects: a landscape tablet (a spec may set another viewport). */
const TABLET = { ...devices["Desktop Chrome"], viewport: { width: 1024, height: 768 } };

export default defineConfig({
  testDir: "tests/e2e",
  workers: 2,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: ".test-reports/e2e.json" }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1024, height: 768 },
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "retain-on-failure",
    // The service worker's first install precaches the whole app (about 1.7 MB) in each new
    // context, and on 2 cores that slows what a test times (a reader's burst of keys). Only the
    // specs about it let it run: `test.use({ serviceWorkers: "allow" })` (pwa.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--process-per-site",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ALONE,
      use: TABLET,
    },
    {
      name: "alone",
      testMatch: ALONE,
      dependencies: ["chromium"],
      workers: 1,
      use: TABLET,
    },
  ],
  webServer: {
    command: `rm -f ${DB} ${DB}-* && node --import tsx server/main.ts`,
    env: {
      PORT: String(PORT),
      DATABASE_URL: `file:${DB}`,
      DIST_DIR: DIST,
      ACCESS_TOKEN_TTL: "900",
      // POST /api/test/lose-next-answers: specs make the server lose an answer it applied.
      TEST_HOOKS: "1",
    },
    url: `http://127.0.0.1:${PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
