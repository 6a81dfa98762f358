/** The production server under test: its own port, a fresh SQLite file, stopped with its process group. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';

export const BENCH_DATABASE = 'data/bench.db';

/**
 * A port nobody listens on right now (the kernel's choice).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function removeDatabase() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${BENCH_DATABASE}${suffix}`, { force: true });
}

/** @param {string} base */
async function healthy(base) {
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the production server (npm start: Next.js's standalone server) on `port` and resolves once /api/health answers 200.
 * @param {number} port
 */
export async function startServer(port) {
  removeDatabase();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: `file:./${BENCH_DATABASE}`,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // The bench plays the reverse proxy: the X-Forwarded-For address it sends is the client's.
      TRUSTED_PROXIES: '1',
      // A staff account exists, so the server does not print a generated password.
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!(await healthy(base))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${base} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const stop = async () => {
    const { pid } = child;
    if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
    removeDatabase();
  };
  return { base, stop };
}
