import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The schemas import their zod by the package's name (src/zod.ts): the source, not dist/.
    alias: { 'shared-contracts/zod': fileURLToPath(new URL('./src/zod.ts', import.meta.url)) },
  },
  test: {
    name: 'shared-contracts',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // As every entry of the package does: English issue messages (zod/mini loads no locale itself).
    setupFiles: ['./src/domain/zod-setup.ts'],
  },
});
