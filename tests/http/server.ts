/**
 * Global setup of the `http` Vitest project: one production server (the standalone build, `npm start`)
 * on a fresh SQLite file, started once for every file of tests/http, with the settings of the browser
 * tests' server (playwright.config.ts): TRUSTED_PROXIES=1, so a test's X-Forwarded-For is the client's
 * address and each test can have its own rate-limit counts. Tests read its address with
 * `inject('baseURL')` (tests/http/site.ts), its database with `storedRows`.
 */
import type { TestProject } from 'vitest/node';
import { freePort, sqliteStore, startApp, stopApp, waitHealthy } from '../e2e/support/app';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's SQLite file (`file:./data/...`), read directly by tests that count stored rows. */
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const store = sqliteStore();
  const app = startApp(await freePort(), store.url);
  await waitHealthy(app);
  project.provide('baseURL', app.base);
  project.provide('databaseUrl', store.url);
  return async () => {
    await stopApp(app);
    await store.close();
  };
}
