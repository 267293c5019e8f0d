import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { E2E_BASE_URL } from './e2e/support/server.ts';

/** Debian's Chromium with the flags that keep it off the network (../shared/RECIPES.md). */
const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  outputDir: '../.test-results/playwright',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // scripts/test.ts reads the JSON report for the summary line.
  reporter: [['list'], ['json', { outputFile: '../.test-results/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunch,
    trace: 'off',
    // The site's service worker (offline support) would serve later pages from its cache; only
    // offline.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
});
