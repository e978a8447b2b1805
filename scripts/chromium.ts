import { existsSync } from 'node:fs';

// Browser tests find Chromium the way a user's machine has one: the binary named by
// CHROMIUM_PATH, else the system's /usr/bin/chromium, else Playwright's own download.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumExecutablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  return undefined;
}

// Flags that keep a headless Chromium quiet on a machine with no outside network.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutablePath();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs };
}
