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
 * It builds no server and patches nothing: `npm start`, `next start` and the container's `node server.js`
 * run the same stock server. The public reaches it only through the reverse proxy (deploy/nginx), which
 * refuses what the framework should never see (TRACE, `*` targets, over-long request lines and headers,
 * and cuts long User-Agents); src/proxy.ts answers the rest of the early refusals.
 */
import { existsSync, readFileSync } from 'node:fs';
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
// How long an idle connection stays open (milliseconds; the standalone server reads KEEP_ALIVE_TIMEOUT).
// Node's own 5 s is shorter than the idle time of the proxy's pooled connections (nginx's upstream
// `keepalive_timeout`, 60 s in deploy/nginx): the app would close a connection just as nginx sends a
// request on it, and a POST lost that way is not retried. 65 s keeps the proxy the side that closes.
process.env.KEEP_ALIVE_TIMEOUT ??= '65000';
if (!/^[1-9][0-9]*$/.test(process.env.KEEP_ALIVE_TIMEOUT)) {
  console.error(`KEEP_ALIVE_TIMEOUT must be a whole number of milliseconds, not "${process.env.KEEP_ALIVE_TIMEOUT}".`);
  process.exit(1);
}

await import(pathToFileURL(server).href);
