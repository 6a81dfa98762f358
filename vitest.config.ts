import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - `unit`: pure modules and integration tests against real SQLite and PostgreSQL (routes called as
 *   functions); needs no build (`npm run test:fast`);
 * - `http`: HTTP against one started production server (tests/http/server.ts starts it once), for
 *   what needs the built site but no browser: status codes, headers, feeds, files and the records of
 *   every page template in the rendered HTML. Needs `npm run build`.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Server modules declare `import 'server-only'`; tests run them directly on Node.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    env: { LOG_LEVEL: 'silent' },
    // next-intl's ESM imports `next/navigation` without an extension, which only a bundler resolves.
    server: { deps: { inline: ['next-intl'] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      // Two files at a time on two cores (Vitest's default would be one): much of an integration test
      // is waiting on PostgreSQL. Each worker has its own PostgreSQL database (tests/support/databases.ts).
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'], maxWorkers: 2 } },
      // Its files mostly wait on servers (the shared one, and the ones the hostile sweep, the proxy and
      // the crash tests start): three at a time on two cores, where Vitest's default would be one.
      { extends: true, test: { name: 'http', include: ['tests/http/**/*.test.ts'], globalSetup: ['tests/http/server.ts'], hookTimeout: 90_000, maxWorkers: 3 } },
    ],
  },
});
