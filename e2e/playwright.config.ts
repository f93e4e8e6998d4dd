import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const PORT = Number(process.env.E2E_PORT || 8091);
const baseURL = `http://127.0.0.1:${PORT}`;
// Every run starts on a fresh embedded database with the demo seed, as a new user's `npm start` does.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'tradecircle-e2e-'));

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm run start -w @tradecircle/server',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/backend/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server logs at warn: what it prints is a warning or an error, worth seeing beside the journeys.
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The journeys read OTPs from the sandbox SMS outbox and set prices: developer routes, loopback only.
      DEV_ROUTES: 'true',
      // As behind a load balancer: the journeys' API sign-ins each come from an address of their own
      // (support/auth.ts), as many real users do, instead of all counting against one address's limits.
      TRUST_PROXY: 'loopback',
      // Claimed versus achievable within a journey's seconds: one-second price bars, and a follower
      // who acts 2 s after a notification (the defaults are a minute and 30 s).
      PRICE_BAR_MS: '1000',
      ACHIEVABLE_REACTION_SECONDS: '2',
      // E2E_DATABASE_URL / E2E_REDIS_URL run the journeys on a PostgreSQL server and Redis (by hand:
      // CI runs the API suite on both instead, to keep within its time budget).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...(process.env.E2E_REDIS_URL ? { REDIS_URL: process.env.E2E_REDIS_URL } : {}),
    },
  },
});
