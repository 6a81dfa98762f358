import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { freePort, POSTGRES_URL, postgresRelay, sqliteStore, startApp, stopApp, waitHealthy } from './support/app';

test('health answers 200 on the embedded SQLite database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('on SQLite: 503 once the database file is deleted under the running server', async () => {
  const store = sqliteStore();
  const app = startApp(await freePort(), store.url);
  try {
    await waitHealthy(app);
    // SQLite would go on writing to the unlinked file, and a query would still answer.
    rmSync(new URL(store.url.replace(/^file:/, ''), `file://${process.cwd()}/`), { force: true });
    expect(await health(app.base)).toEqual({ status: 503, body: { status: 'error', database: 'unavailable' } });
  } finally {
    await stopApp(app);
    await store.close();
  }
});

async function health(base: string) {
  const response = await fetch(`${base}/api/health`);
  return { status: response.status, body: await response.json() };
}

test('on PostgreSQL: 200, then 503 while the database is unreachable, then 200 again without a restart', async () => {
  test.setTimeout(90_000);
  const schema = `e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);

  const db = postgresRelay();
  const relayPort = await db.open();
  const appPort = 3200 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${appPort}`;
  const url = new URL(POSTGRES_URL);
  url.host = `127.0.0.1:${relayPort}`;
  url.searchParams.set('options', `-c search_path=${schema}`);
  let app: ChildProcess | undefined;
  try {
    app = spawn('node_modules/.bin/next', ['start', '-p', String(appPort)], {
      env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
      detached: true,
    });
    await expect.poll(() => health(base).then((h) => h.status).catch(() => 0), { timeout: 30_000 }).toBe(200);
    expect((await health(base)).body).toEqual({ status: 'ok', database: 'ok' });

    await db.cut();
    const down = await health(base);
    expect(down).toEqual({ status: 503, body: { status: 'error', database: 'unavailable' } });
    // The rest of the site still serves while the database is away.
    expect((await fetch(`${base}/`)).status).toBe(200);

    await db.open(relayPort);
    await expect.poll(() => health(base).then((h) => h.status), { timeout: 20_000 }).toBe(200);
    expect(app.exitCode).toBeNull();
  } finally {
    if (app?.pid) process.kill(-app.pid, 'SIGTERM');
    await db.cut();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
});
