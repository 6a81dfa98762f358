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
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

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

/**
 * TRACE and TRACK: the fetch standard forbids them, so Next.js cannot make a Request of one and answers
 * every such request with a bare 500 before any of our code (even src/proxy.ts) runs. They are answered
 * here instead, before Next.js sees them: 405 with the methods the site's pages take and the headers
 * next.config.ts gives every answer, read from the build's routes manifest.
 */
const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK']);
const headerRules = JSON.parse(readFileSync('.next/standalone/.next/routes-manifest.json', 'utf8')).headers ?? [];

// The staff area's policy is made per request by src/proxy.ts; the public one is as strict for a text answer.
const fallbackPolicy = headerRules.flatMap((rule) => rule.headers).find(({ key }) => key.toLowerCase() === 'content-security-policy')?.value;

function methodNotAllowed(request, response) {
  const pathname = (request.url ?? '/').split('?')[0];
  for (const rule of headerRules) {
    if (new RegExp(rule.regex).test(pathname)) for (const { key, value } of rule.headers) response.setHeader(key, value);
  }
  if (fallbackPolicy && !response.hasHeader('content-security-policy')) response.setHeader('content-security-policy', fallbackPolicy);
  response.writeHead(405, { allow: 'GET, HEAD, OPTIONS', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end('Method Not Allowed');
}

const createServer = http.createServer;
http.createServer = function (...args) {
  const index = args.findIndex((arg) => typeof arg === 'function');
  if (index !== -1) {
    const handle = args[index];
    args[index] = function (request, response) {
      if (UNSUPPORTED_METHODS.has(request.method)) return methodNotAllowed(request, response);
      return handle.call(this, request, response);
    };
  }
  return createServer.apply(this, args);
};

await import(pathToFileURL(server).href);
