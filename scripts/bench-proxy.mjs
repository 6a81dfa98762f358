/**
 * `npm run bench:proxy`: throughput through the shipped nginx configuration (deploy/nginx) in front
 * of two instances of the current build on one fresh PostgreSQL schema.
 * - Static pages: nginx answering from its cache, next to the same nginx serving the same bytes from
 *   files (a second server block), 50 connections for 10 s each; the ratio is the figure.
 * - POST /api/newsletter through nginx with a unique address per request; then every 2xx is looked
 *   up in the database. The form limit is lifted (PUBLIC_FORM_LIMIT) since every request comes from
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
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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

/** @param {autocannon.Options} options */
async function load(options) {
  const warm = await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, connections, duration: seconds });
  const ok = (/** @type {autocannon.Result} */ run) => Object.entries(run.statusCodeStats ?? {}).reduce((sum, [code, stats]) => sum + (code.startsWith('2') ? (stats.count ?? 0) : 0), 0);
  return { reqPerSec: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + warm.non2xx, errors: result.errors + result.timeouts + warm.errors + warm.timeouts, total: result.requests.total, acknowledged: ok(warm) + ok(result) };
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

  const rows = [];
  for (const page of PAGES) {
    await rawGet(`${proxy.base}${page}`);
    const { body, encoding, cache } = await rawGet(`${proxy.base}${page}`);
    if (encoding !== 'gzip' || cache !== 'HIT') throw new Error(`${page}: expected a cached gzip answer, got ${encoding || 'identity'} / ${cache}`);
    const name = page === '/' ? 'index' : page.slice(1);
    mkdirSync(join(files, name, '..'), { recursive: true, mode: 0o755 });
    // gzip_static needs the plain file beside the .gz one; only the .gz is sent.
    writeFileSync(join(files, `${name}.html`), '');
    writeFileSync(join(files, `${name}.html.gz`), body);
    const cached = await load({ url: `${proxy.base}${page}`, headers: BROWSER });
    const file = await load({ url: `${fileBase}/${name}`, headers: BROWSER });
    if (file.non2xx > 0) throw new Error(`the file baseline for ${page} answered non-2xx`);
    rows.push(`| \`${page}\` | ${body.length.toLocaleString('en')} | ${Math.round(cached.reqPerSec)} | ${Math.round(file.reqPerSec)} | ${(cached.reqPerSec / file.reqPerSec).toFixed(2)} | ${cached.p99} / ${file.p99} | ${cached.non2xx + cached.errors} |`);
    console.log(rows.at(-1));
  }

  const run = randomBytes(3).toString('hex');
  let n = 0;
  const posted = await load({
    url: `${proxy.base}/api/newsletter`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy.base },
    requests: [{ setupRequest: (/** @type {autocannon.Request} */ request) => ({ ...request, body: JSON.stringify({ email: `bench-${run}-${n++}@example.sa`, subscriptionType: 'events', locale: 'en' }) }) }],
  });
  const stored = await store.query('select count(*) as count from newsletter_subscriptions where email_normalized like ?', [`bench-${run}-%`]);
  const postRow = `| \`POST /api/newsletter\` | ${Math.round(posted.reqPerSec)} req/s | ${posted.acknowledged} answered 2xx, ${stored[0].count} rows stored (warm-up included in both) | ${posted.non2xx} non-2xx, ${posted.errors} errors | p99 ${posted.p99} ms |`;
  console.log(postRow);

  const report = `# Throughput through the shipped nginx

Measured by \`npm run bench:proxy\` on ${new Date().toISOString().slice(0, 10)}: Debian's nginx with
\`deploy/nginx/siyana-locations.conf\` in front of two instances of the build on one PostgreSQL
schema; ${connections} connections, ${seconds} s per target after a 2 s warm-up; the load tool runs on the
same ${process.env.BENCH_MACHINE ?? '2-core'} machine as nginx, the two instances and PostgreSQL.

## Static pages: from nginx's cache vs the same bytes from files

| page | gzip bytes | cached (req/s) | file (req/s) | ratio | p99 ms (cached / file) | errors |
| --- | ---: | ---: | ---: | ---: | --- | ---: |
${rows.join('\n')}

## A form through nginx

| target | throughput | rows | failures | latency |
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
