import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-contracts',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // As every entry of the package does: English issue messages (zod/mini loads no locale itself).
    setupFiles: ['./src/domain/zod-setup.ts'],
  },
});
