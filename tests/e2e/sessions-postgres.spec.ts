import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { expect, test } from '@playwright/test';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function startServer(port: number, databaseUrl: string): ChildProcess {
  return spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1', ADMIN_USERNAME: 'shared-admin', ADMIN_PASSWORD: 'shared-admin-password' },
    stdio: 'ignore',
    detached: true,
  });
}

test('a staff session made on one instance works on another sharing PostgreSQL, and logout ends it on both', async () => {
  test.setTimeout(120_000);
  const schema = `e2e_sessions_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const ports = [3700, 3701].map((port) => port + Math.floor(Math.random() * 200) * 2);
  const [one, two] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  const servers: ChildProcess[] = [];
  try {
    // The first instance migrates and creates the admin; the second starts on the same schema.
    servers.push(startServer(ports[0]!, url.toString()));
    await expect.poll(() => fetch(`${one}/api/health`).then((r) => r.status).catch(() => 0), { timeout: 40_000 }).toBe(200);
    servers.push(startServer(ports[1]!, url.toString()));
    await expect.poll(() => fetch(`${two}/api/health`).then((r) => r.status).catch(() => 0), { timeout: 40_000 }).toBe(200);

    const login = await fetch(`${one}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'shared-admin', password: 'shared-admin-password' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;

    const meOnTwo = await fetch(`${two}/api/admin/me`, { headers: { cookie } });
    expect(meOnTwo.status).toBe(200);
    expect(await meOnTwo.json()).toEqual({ success: true, admin: { username: 'shared-admin' } });

    expect((await fetch(`${two}/api/admin/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${one}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${two}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
  } finally {
    // Both servers gone (their connections closed) before their schema is dropped.
    const exited = servers.filter((server) => server.exitCode === null && server.signalCode === null).map((server) => once(server, 'exit'));
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await Promise.all(exited);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
});
