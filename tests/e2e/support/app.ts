/**
 * Helpers for tests that run their own production server (npm start) on their own database:
 * start, wait, kill; a TCP relay that can cut PostgreSQL; direct readers of both databases.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import Database from 'better-sqlite3';
import pg from 'pg';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const STAFF = { username: 'reliability-admin', password: 'reliability-admin-password-1' };

/** A port nobody listens on right now (the kernel's choice). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type App = { base: string; port: number; process: ChildProcess; /** The server's last log lines (warnings and errors). */ output: () => string };

/**
 * The standalone server of the current build (npm start), or another server of it (`command`: a
 * script and its arguments, e.g. `next start`), in its own process group, so it can be killed whole.
 * `settings` are further environment variables (e.g. the CRM webhook's).
 */
export function startApp(port: number, databaseUrl: string, command = ['scripts/start.mjs', '--port', String(port)], env: Record<string, string> = {}): App {
  const child = spawn(process.execPath, command, {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // The tests play the one reverse proxy in front: an X-Forwarded-For they send is the client's
      // address, so each request can have its own rate-limit count (see playwright.config.ts).
      TRUSTED_PROXIES: '1',
      // The build's SITE_URL (made without PORT), as a deployment keeps it the same at start-up.
      SITE_URL: 'http://localhost:3000',
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      // Every test's requests come from one or a few networks: the demo calendar's network share is
      // raised as a test raises PUBLIC_FORM_LIMIT (integration tests hold it at 3).
      BOOKING_NETWORK_LIMIT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { base: `http://127.0.0.1:${port}`, port, process: child, output: () => output };
}

export async function healthStatus(base: string): Promise<number> {
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export async function waitHealthy(app: App, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await healthStatus(app.base)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${app.base} not healthy after ${timeoutMs} ms:\n${app.output()}`);
}

/** Ends the whole process group and waits for it to be gone. */
export async function stopApp(app: App | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const pid = app?.process.pid;
  if (!pid || app.process.exitCode !== null || app.process.signalCode !== null) return;
  const exited = new Promise((resolve) => app.process.once('exit', resolve));
  try {
    process.kill(-pid, signal);
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  // The group may outlive its leader for a moment; make sure nothing keeps the port or the file.
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export async function signIn(app: App): Promise<string> {
  const response = await fetch(`${app.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}:\n${app.output()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** A TCP relay to PostgreSQL that a test can cut and restore, as if the database went away. */
export function postgresRelay() {
  const target = new URL(POSTGRES_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  return { open, cut };
}

/** Reads a site database directly, as staff tooling would. */
export interface Store {
  url: string;
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A fresh SQLite file under data/ (removed with its WAL files by `close`). */
export function sqliteStore(): Store {
  const file = `data/reliability-${randomBytes(4).toString('hex')}.db`;
  return {
    url: `file:./${file}`,
    async query<T>(text: string, values: unknown[] = []) {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(text).all(...values) as T[];
      } finally {
        db.close();
      }
    },
    async close() {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** A fresh schema in the test PostgreSQL database (dropped by `close`); `relayPort` routes the app through a relay. */
export async function postgresStore(relayPort?: number): Promise<Store> {
  const schema = `e2e_rel_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.query(`set search_path to ${schema}`);
  const url = new URL(POSTGRES_URL);
  if (relayPort) url.host = `127.0.0.1:${relayPort}`;
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async query<T>(text: string, values: unknown[] = []) {
      // Same SQL for both databases: `?` placeholders become $1, $2...
      let index = 0;
      const result = await client.query(text.replace(/\?/g, () => `$${++index}`), values);
      return result.rows as T[];
    },
    async close() {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}
