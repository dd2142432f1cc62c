import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// A fresh embedded database with demo data for every run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tickera-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/** A second server whose holds last 30 minutes: a buyer can still hold seats at minute 16. */
const LONG_HOLD_PORT = PORT + 1;
const longHoldDir = process.env.E2E_LONG_HOLD_DIR ?? mkdtempSync(join(tmpdir(), 'tickera-e2e-'));
process.env.E2E_LONG_HOLD_DIR = longHoldDir;

const serverEnv = (port: number, dir: string) => ({
  PORT: String(port),
  DATA_DIR: dir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  // The pages are tested on the demo data, whatever NODE_ENV the shell carries.
  SEED_DEMO: '1',
  // The e2e server stays off the internet: no BCV fetch; the seeded rate is used.
  RATE_REFRESH_MINUTES: '0',
  // Every spec signs up its own customers from 127.0.0.1: the suite makes more accounts in
  // an hour than the default per-IP limit (20) allows. The limit itself is tested in the API
  // suite (test/api/auth).
  LIMIT_SIGN_UP_IP: '1000/1h',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-VE',
    timezoneId: 'America/Caracas',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: serverEnv(PORT, dataDir),
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `http://127.0.0.1:${LONG_HOLD_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { ...serverEnv(LONG_HOLD_PORT, longHoldDir), HOLD_SECONDS: '1800' },
    },
  ],
});
