import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starts the Firebase Auth emulator in the background while the other test files run.
    globalSetup: ['./test/auth-emulator.global-setup.ts'],
    // PGlite takes a few seconds to boot per test file, more when several boot at once.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
