import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
export const ADMIN = { email: 'admin@e2e.pulse.example', password: 'admin-e2e-password' };
// One id per run: set by the main process, inherited by the workers, so every worker reads the one file.
process.env.E2E_RUN_ID ??= String(Date.now());
/** The admin's signed-in session (two-factor on), written once per run by admin-setup.ts. */
export const ADMIN_STATE_FILE = join(tmpdir(), `pulse-e2e-admin-${port}-${process.env.E2E_RUN_ID}.json`);

export default defineConfig({
  testDir: './specs',
  globalSetup: './admin-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI too: a journey that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  // A journey's time limit, not a speed target: on a slow day the machine ran journeys in up to 30 s of 30
  // (playlists, social, fan feed) with two workers and the server on two cores. Each step still waits 7 s at most.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'off',
    // Still pages, as a user who asks for less motion sees them: autoplaying card previews and looping animations
    // cost the 2-core CI machine up to a sixth of its time (decision 083). Journeys about motion opt back in.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
  ],
  // The real server on a fresh embedded database with the demo seed, serving the built web app: the compiled
  // server, as production runs it (decision 073), rebuilt first when its sources changed (about a second).
  webServer: {
    command: 'node ../apps/server/build.mjs --if-stale && node ../apps/server/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start generates and processes the demo media (about a minute on two cores).
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pulse-e2e-')),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: baseURL,
      // Every journey signs up its own accounts, all from this one address.
      SIGN_UPS_PER_HOUR: '100000',
      // A build of one's own (E2E_WEB_DIST) lets several suites run side by side; default: apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
