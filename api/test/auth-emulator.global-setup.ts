// Vitest global setup for the api project: starts a Firebase Auth emulator (via the repo's
// stand-ins/auth-emulator.mjs) on a free port without waiting for it, so its ~10 s boot overlaps the
// other test files; src/auth/firebase-emulator.test.ts waits until it answers.
// AUTH_EMULATOR_TEST_HOST=127.0.0.1:9099 points the tests at an emulator you already run instead.
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../stand-ins/auth-emulator.mjs';
import { freePort } from '../../stand-ins/free-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
    authEmulatorLog: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  const existing = process.env.AUTH_EMULATOR_TEST_HOST;
  if (existing) {
    project.provide('authEmulatorHost', existing);
    project.provide('authEmulatorLog', '(an emulator started outside the tests)');
    return;
  }
  const port = await freePort();
  const logFile = path.join(repoRoot, '.data/auth-emulator/api-tests.log');
  project.provide('authEmulatorHost', `127.0.0.1:${port}`);
  project.provide('authEmulatorLog', logFile);

  const aborter = new AbortController();
  const starting = startAuthEmulator({
    port,
    projectId: 'demo-trinket',
    logFile,
    signal: aborter.signal,
  }).catch((error: unknown) => {
    if (!aborter.signal.aborted) console.error(`[api tests] Auth emulator failed to start: ${String(error)}`);
    return null;
  });
  return async () => {
    aborter.abort(); // no-op once started; cuts a still-booting emulator short (e.g. a one-file run)
    await (await starting)?.stop();
  };
}
