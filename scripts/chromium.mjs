// The one place that says which Chromium the tests and benches drive and with which flags.
import { existsSync } from 'node:fs';

/** Debian's chromium (a test tool's own browser download cannot work on these machines). */
export function chromiumPath() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install it with "sudo apt-get install -y chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run again.',
    );
  }
  return candidate;
}

/** This machine has no outside network: everything that would reach for it is turned off. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
