import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Server modules declare `import 'server-only'`; tests run them directly on Node.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent' },
    // next-intl's ESM imports `next/navigation` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
