/**
 * GET /api/health: 200 while the database answers, 503 JSON while it does not. (PostgreSQL going
 * away and coming back without a restart: tests/e2e/reliability.spec.ts.)
 */
import { rmSync } from 'node:fs';
import { expect, test } from 'vitest';
import { freePort, sqliteStore, startApp, stopApp, waitHealthy } from '../e2e/support/app';
import { request } from './site';

async function health(response: Promise<Response>) {
  const answer = await response;
  return { status: answer.status, body: await answer.json() };
}

test('health answers 200 on the embedded SQLite database', async () => {
  expect(await health(request('/api/health'))).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
});

test('on SQLite: 503 once the database file is deleted under the running server', async () => {
  const store = sqliteStore();
  const app = startApp(await freePort(), store.url);
  try {
    await waitHealthy(app);
    // SQLite would go on writing to the unlinked file, and a query would still answer.
    rmSync(new URL(store.url.replace(/^file:/, ''), `file://${process.cwd()}/`), { force: true });
    expect(await health(fetch(`${app.base}/api/health`))).toEqual({ status: 503, body: { status: 'error', database: 'unavailable' } });
  } finally {
    await stopApp(app);
    await store.close();
  }
}, 90_000);
