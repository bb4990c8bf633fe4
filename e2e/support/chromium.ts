import { existsSync } from 'node:fs';

/** Debian's chromium (Playwright's own browser download cannot work on these machines). */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install it with "sudo apt-get install -y chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run the tests again.',
    );
  }
  return candidate;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
