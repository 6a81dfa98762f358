/**
 * `npm start`: the framework's standalone server (`.next/standalone/server.js`, made by `npm run build`).
 *
 *   node scripts/start.mjs [--port 3000] [--hostname localhost]     (or PORT and HOST)
 *
 * It binds to the loopback interface unless HOST (or --hostname) says otherwise: on one machine the
 * reverse proxy in front is the only client. The name is `localhost`, not `127.0.0.1`: Next.js 16
 * builds its proxy's rewrite URLs with `localhost`, and with a literal 127.0.0.1 it takes them for
 * another host and answers every rewritten page with a redirect to itself (vercel/next.js#94745).
 * The standalone server changes its working directory to its own folder, so a relative SQLite path
 * is made absolute here first: `file:./data/site.db` stays the project's ./data/site.db.
 * Requests Next.js would fail on or spend seconds on before the app's proxy runs (TRACE, `OPTIONS *`,
 * over-long addresses and User-Agents) are refused first (scripts/request-guard.mjs): the standalone
 * server makes its one HTTP server with `http.createServer(handler)`, and the handler is wrapped here.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { clientErrorAnswer, guarded, headerRules } from './request-guard.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H', default: process.env.HOST ?? 'localhost' },
  },
});

const server = resolve('.next/standalone/server.js');
if (!existsSync(server) || !existsSync('.next/standalone/.next/static')) {
  console.error('No standalone build: run `npm run build` first.');
  process.exit(1);
}
if (readFileSync('.next/BUILD_ID', 'utf8') !== readFileSync('.next/standalone/.next/BUILD_ID', 'utf8')) {
  console.error('The standalone folder is from an older build: run `npm run build` again.');
  process.exit(1);
}

const database = process.env.DATABASE_URL ?? 'file:./data/site.db';
if (!/^postgres(ql)?:/i.test(database)) process.env.DATABASE_URL = `file:${resolve(database.replace(/^file:/, ''))}`;
process.env.PORT = options.port;
process.env.HOSTNAME = options.hostname;
// How long an idle connection stays open (milliseconds; the standalone server reads KEEP_ALIVE_TIMEOUT).
// Node's own 5 s is shorter than the idle time of the proxy's pooled connections (nginx's upstream
// `keepalive_timeout`, 60 s in deploy/nginx): the app would close a connection just as nginx sends a
// request on it, and a POST lost that way is not retried. 65 s keeps the proxy the side that closes.
process.env.KEEP_ALIVE_TIMEOUT ??= '65000';
if (!/^[1-9][0-9]*$/.test(process.env.KEEP_ALIVE_TIMEOUT)) {
  console.error(`KEEP_ALIVE_TIMEOUT must be a whole number of milliseconds, not "${process.env.KEEP_ALIVE_TIMEOUT}".`);
  process.exit(1);
}

const rules = headerRules('.next/standalone/.next/routes-manifest.json');
const createServer = http.createServer;
/** @type {any} */ (http).createServer = (/** @type {any[]} */ ...args) =>
  createServer(...args.map((arg) => (typeof arg === 'function' ? guarded(arg, rules) : arg))).on('clientError', clientErrorAnswer(rules));

await import(pathToFileURL(server).href);
