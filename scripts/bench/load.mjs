/**
 * Throughput with autocannon: GET pages on our server and, in the same run, the same bytes from a
 * minimal in-memory node:http server (the ratio tells how close we are to serving files); POST
 * endpoints with a unique, valid body per request, then a count of the rows they stored.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { BENCH_DATABASE } from './server.mjs';

export const GET_TARGETS = ['/', '/ar', '/sector/medical'];

/**
 * POST endpoints under load, one line each: a valid body for a unique e-mail address, and where
 * the accepted ones must be (table and column holding the address, lower-cased).
 */
/** @typedef {{ path: string; table: string; column: string; body: (email: string) => Record<string, unknown> }} PostTarget */

/** @type {PostTarget[]} */
export const POST_TARGETS = [
  { path: '/api/newsletter', table: 'newsletter_subscriptions', column: 'email_normalized', body: (email) => ({ email, subscriptionType: 'events', locale: 'en' }) },
];

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{ status: number; type: string; body: Buffer } | { status: 0; error: string }>}
 */
async function probe(url, init) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get('content-type') ?? 'text/html', body };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

/** @param {autocannon.Result} result */
function summary(result) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stats.count ?? 0;
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

/** @typedef {{ connections: number; duration: number; warmup: number }} LoadOptions */

/**
 * @param {string} url
 * @param {LoadOptions} options
 */
async function getLoad(url, { connections, duration, warmup }) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup });
  return summary(await autocannon({ url, connections, duration }));
}

/**
 * @param {{ path: string; type: string; body: Buffer }[]} files
 * @returns {Promise<{ base: string; stop: () => void }>}
 */
function startStaticServer(files) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./static-server.mjs', import.meta.url)), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (/** @type {{ port: number }} */ { port }) => resolve({ base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`static server exited (${code})`)));
    child.send({ files: files.map((file) => ({ path: file.path, type: file.type, body: file.body.toString('base64') })) });
  });
}

/** The n-th address of 198.18.0.0/15, the range set aside for benchmarks. */
/** @param {number} n */
function benchAddress(n) {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * @param {string} base
 * @param {PostTarget} target
 * @param {Omit<LoadOptions, 'warmup'>} options
 */
async function postLoad(base, target, { connections, duration }) {
  const run = randomBytes(3).toString('hex');
  let sent = 0;
  const origin = new URL(base).origin;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: target.path,
        headers: { 'content-type': 'application/json', origin },
        // A unique address and client per request, so the per-address limit does not turn the run into 429s.
        setupRequest: (request) => {
          const n = sent++;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': benchAddress(n) }, body: JSON.stringify(target.body(`bench-${run}-${n}@example.test`)) };
        },
      },
    ],
  });
  const db = new Database(BENCH_DATABASE, { readonly: true, fileMustExist: true });
  let stored;
  try {
    stored = /** @type {{ count: number }} */ (db.prepare(`select count(*) as count from ${target.table} where ${target.column} like ?`).get(`bench-${run}-%`)).count;
  } finally {
    db.close();
  }
  const figures = summary(result);
  const accepted = Object.entries(figures.statuses).reduce((sum, [code, count]) => (code.startsWith('2') ? sum + count : sum), 0);
  return { ...figures, sent, accepted, stored };
}

/** @typedef {ReturnType<typeof summary>} Summary */

/**
 * @param {string} base
 * @param {LoadOptions & { log: (line: string) => void }} options
 */
export async function runLoad(base, { connections, duration, warmup, log }) {
  /** @type {{ path: string; status: number; skipped?: string; bytes?: number; ours?: Summary; static?: Summary; ratio?: number | null }[]} */
  const gets = [];
  /** @type {{ path: string; type: string; body: Buffer }[]} */
  const snapshot = [];
  for (const path of GET_TARGETS) {
    const answer = await probe(`${base}${path}`);
    if (!('body' in answer) || answer.status < 200 || answer.status >= 300) {
      gets.push({ path, status: answer.status, skipped: `answers ${'error' in answer ? answer.error : answer.status}: not loaded` });
      log(`  GET ${path}: ${answer.status}, skipped`);
      continue;
    }
    snapshot.push({ path, type: answer.type, body: answer.body });
    const ours = await getLoad(`${base}${path}`, { connections, duration, warmup });
    gets.push({ path, status: answer.status, bytes: answer.body.length, ours });
    log(`  GET ${path}: ${Math.round(ours.reqPerSec)} req/s, p99 ${ours.latencyMs.p99} ms, non-2xx ${ours.non2xx}, errors ${ours.errors}`);
  }

  if (snapshot.length) {
    const baseline = await startStaticServer(snapshot);
    try {
      for (const entry of gets) {
        if (!entry.ours) continue;
        const measured = await getLoad(`${baseline.base}${entry.path}`, { connections, duration, warmup });
        entry.static = measured;
        entry.ratio = measured.reqPerSec ? entry.ours.reqPerSec / measured.reqPerSec : null;
        log(`  static GET ${entry.path}: ${Math.round(measured.reqPerSec)} req/s; ours/static ${entry.ratio?.toFixed(2)}`);
      }
    } finally {
      baseline.stop();
    }
  }

  /** @type {({ path: string; status: number; skipped: string } | ({ path: string } & Awaited<ReturnType<typeof postLoad>>))[]} */
  const posts = [];
  for (const target of POST_TARGETS) {
    const answer = await probe(`${base}${target.path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: '{' });
    if (answer.status === 404) {
      posts.push({ path: target.path, status: 404, skipped: 'answers 404: not on this build' });
      log(`  POST ${target.path}: 404, skipped`);
      continue;
    }
    const figures = await postLoad(base, target, { connections, duration });
    posts.push({ path: target.path, ...figures });
    log(`  POST ${target.path}: ${Math.round(figures.reqPerSec)} req/s, ${figures.accepted} accepted, ${figures.stored} stored, statuses ${JSON.stringify(figures.statuses)}`);
  }
  return { connections, duration, warmup, gets, posts };
}
