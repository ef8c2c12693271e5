// Finds the Chromium that every browser test uses. Nothing in this repository downloads a
// browser: set CHROMIUM_PATH (or CHROME_PATH) to a Chrome or Chromium binary, or install
// Debian's package, which gives /usr/bin/chromium.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install Debian\'s package (apt-get install -y chromium), ' +
      'or set CHROMIUM_PATH to a Chrome or Chromium binary. Nothing here downloads a browser.',
  );
}

/** Flags for headless Chromium on a closed network, as root in CI. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
