/**
 * `npm run bench:proxy`: throughput through the shipped nginx configuration (deploy/nginx) in front
 * of two instances of the current build on one fresh PostgreSQL schema.
 * - Static pages: nginx answering from its cache, next to the same nginx serving the same bytes from
 *   files (a second server block), 50 connections; the ratio is the figure.
 * - POST /api/newsletter through nginx with a unique address per request; then every 2xx is looked
 *   up in the database.
 * Every target is warmed up first, then the targets take turns for BENCH_ROUNDS rounds (5) of
 * BENCH_SECONDS (5) each and the medians are reported: one cold run on this host swings by 20-40%. The form limit is lifted (PUBLIC_FORM_LIMIT) since every request comes from
 *   this machine's one address.
 * Writes docs/proxy-performance.md. Needs Debian's nginx and PostgreSQL (TEST_POSTGRES_URL or local).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
// Run with tsx (package.json), which lets this script use the tests' TypeScript helpers.
import { freePort, postgresStore, startApp, stopApp, waitHealthy } from '../tests/e2e/support/app.ts';
import { startNginx } from '../tests/e2e/support/nginx.ts';

const PAGES = ['/', '/ar', '/sector/medical', '/about'];
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A browser's request: compressed answers welcome. */
const BROWSER = { 'accept-encoding': 'gzip, br' };

/**
 * The bytes as sent (not decompressed), with their encoding.
 * @param {string} url
 * @returns {Promise<{ body: Buffer; encoding: string; cache: string | string[] | undefined }>}
 */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (answer) => {
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: answer.headers['content-encoding'] ?? '', cache: answer.headers['x-cache-status'] }));
    }).on('error', reject);
  });
}

/** A median (of the rounds). @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The 2xx answers of a run. @param {autocannon.Result} run */
const acknowledged = (run) => Object.entries(run.statusCodeStats ?? {}).reduce((sum, [code, stats]) => sum + (code.startsWith('2') ? (stats.count ?? 0) : 0), 0);

/**
 * One target's rounds: a first run of `warm` seconds (not counted: the servers' JIT warms up over the
 * first tens of seconds), then one measured run per call of `measure`, so the targets take turns.
 * @param {autocannon.Options} options
 */
function target(options) {
  /** @type {autocannon.Result[]} */
  const runs = [];
  let failures = 0;
  let answered = 0;
  const count = (/** @type {autocannon.Result} */ run) => {
    failures += run.non2xx + run.errors + run.timeouts;
    answered += acknowledged(run);
  };
  return {
    /** @param {number} warm */
    async warm(warm) {
      count(await autocannon({ ...options, connections, duration: warm }));
    },
    async measure() {
      const run = await autocannon({ ...options, connections, duration: seconds });
      count(run);
      runs.push(run);
      return run.requests.average;
    },
    get summary() {
      const rates = runs.map((run) => run.requests.average);
      return { reqPerSec: median(rates), min: Math.min(...rates), max: Math.max(...rates), p99: median(runs.map((run) => run.latency.p99)), failures, answered };
    },
  };
}

const store = await postgresStore();
const apps = [];
const files = mkdtempSync(join(tmpdir(), 'siyana-bench-files-'));
chmodSync(files, 0o755); // nginx's workers may run as another user
let proxy;
try {
  const env = { PUBLIC_FORM_LIMIT: '100000000', LOG_LEVEL: 'error' };
  apps.push(startApp(await freePort(), store.url, undefined, env));
  await waitHealthy(apps[0]);
  apps.push(startApp(await freePort(), store.url, undefined, env));
  await waitHealthy(apps[1]);
  const port = await freePort();
  const filePort = await freePort();
  proxy = startNginx(
    port,
    apps.map((app) => app.port),
    // The baseline: the same compressed bytes, from files, by the same nginx (gzip_static).
    `  server {\n    listen 127.0.0.1:${filePort};\n    root ${files};\n    default_type text/html;\n    gzip_static on;\n    location / { try_files $uri.html =404; }\n  }`,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const fileBase = `http://127.0.0.1:${filePort}`;

  /** @type {{ page: string; bytes: number; cached: ReturnType<typeof target>; file: ReturnType<typeof target>; ratios: number[] }[]} */
  const pages = [];
  for (const page of PAGES) {
    await rawGet(`${proxy.base}${page}`);
    const { body, encoding, cache } = await rawGet(`${proxy.base}${page}`);
    if (encoding !== 'gzip' || cache !== 'HIT') throw new Error(`${page}: expected a cached gzip answer, got ${encoding || 'identity'} / ${cache}`);
    const name = page === '/' ? 'index' : page.slice(1);
    mkdirSync(join(files, name, '..'), { recursive: true, mode: 0o755 });
    // gzip_static needs the plain file beside the .gz one; only the .gz is sent.
    writeFileSync(join(files, `${name}.html`), '');
    writeFileSync(join(files, `${name}.html.gz`), body);
    const file = target({ url: `${fileBase}/${name}`, headers: BROWSER });
    pages.push({ page, bytes: body.length, cached: target({ url: `${proxy.base}${page}`, headers: BROWSER }), file, ratios: [] });
  }

  const run = randomBytes(3).toString('hex');
  let n = 0;
  const form = target({
    url: `${proxy.base}/api/newsletter`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy.base },
    requests: [{ setupRequest: (/** @type {autocannon.Request} */ request) => ({ ...request, body: JSON.stringify({ email: `bench-${run}-${n++}@example.sa`, subscriptionType: 'events', locale: 'en' }) }) }],
  });

  for (const { cached, file } of pages) {
    await cached.warm(3);
    await file.warm(3);
  }
  await form.warm(15);
  // The host's speed drifts by a fifth from one minute to the next: the targets take turns, round
  // after round, and each figure is the median of its rounds (a page's ratio: of its rounds' ratios).
  for (let round = 1; round <= rounds; round++) {
    for (const entry of pages) {
      const [first, second] = round % 2 ? [entry.cached, entry.file] : [entry.file, entry.cached];
      const a = await first.measure();
      const b = await second.measure();
      entry.ratios.push(first === entry.cached ? a / b : b / a);
    }
    const rate = await form.measure();
    console.log(`round ${round}: ${pages.map(({ page, ratios }) => `${page} ${ratios.at(-1)?.toFixed(2)}`).join(', ')}; POST ${Math.round(rate)} req/s`);
  }

  const rows = pages.map(({ page, bytes, cached, file, ratios }) => {
    const c = cached.summary;
    const f = file.summary;
    if (f.failures > 0) throw new Error(`the file baseline for ${page} answered non-2xx`);
    return `| \`${page}\` | ${bytes.toLocaleString('en')} | ${Math.round(c.reqPerSec)} | ${Math.round(f.reqPerSec)} | ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}) | ${c.p99} / ${f.p99} | ${c.failures} |`;
  });
  const posted = form.summary;
  const stored = await store.query('select count(*) as count from newsletter_subscriptions where email_normalized like ?', [`bench-${run}-%`]);
  const postRow = `| \`POST /api/newsletter\` | ${Math.round(posted.reqPerSec)} req/s (${Math.round(posted.min)}-${Math.round(posted.max)}) | ${posted.answered} answered 2xx, ${stored[0].count} rows stored (warm-up included in both) | ${posted.failures} non-2xx or errors | p99 ${posted.p99} ms |`;
  console.log(rows.join('\n'));
  console.log(postRow);

  const report = `# Throughput through the shipped nginx

Measured by \`npm run bench:proxy\` on ${new Date().toISOString().slice(0, 10)}: Debian's nginx with
\`deploy/nginx/siyana-locations.conf\` in front of two instances of the build on one PostgreSQL
schema; ${connections} connections. Each target is first warmed up (3 s per page, 15 s for the form), then the
targets take turns for ${rounds} rounds of ${seconds} s each; every figure is the median of the rounds (a page's ratio
is the median of its rounds' ratios, with their range), since this host's speed drifts by a fifth from one
minute to the next. The load tool runs on the same ${process.env.BENCH_MACHINE ?? '2-core'} machine as nginx, the
two instances and PostgreSQL.

## Static pages: from nginx's cache vs the same bytes from files

| page | gzip bytes | cached (req/s) | file (req/s) | ratio (range) | p99 ms (cached / file) | errors |
| --- | ---: | ---: | ---: | ---: | --- | ---: |
${rows.join('\n')}

## A form through nginx

| target | throughput (range) | rows | failures | latency |
| --- | --- | --- | --- | --- |
${postRow}
`;
  writeFileSync('docs/proxy-performance.md', report);
  console.log('written docs/proxy-performance.md');
} finally {
  await proxy?.stop();
  for (const app of apps) await stopApp(app);
  await store.close();
}
