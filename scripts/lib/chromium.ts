import { existsSync } from 'node:fs';
import { run } from './processes.ts';

/** The browser the end-to-end tests drive: Debian's package, never a downloaded one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, and off the network this machine does not have (../shared/RECIPES.md "Browser tests"). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Makes sure Debian's Chromium is installed: as root, installs it with apt-get; otherwise explains
 * how. Resolves to true when the browser is there.
 */
export async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing (${CHROMIUM_PATH}); the end-to-end tests need it.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'then run npm test again.',
    );
    return false;
  }
  console.log(`Chromium is missing (${CHROMIUM_PATH}): installing Debian's chromium package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed =
    updated === 0 && (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0;
  if (!installed || !existsSync(CHROMIUM_PATH)) {
    console.error('Installing chromium with apt-get failed (see above).');
    return false;
  }
  return true;
}
