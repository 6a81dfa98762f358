/**
 * The production server (`npm start`, `npm run serve`): Next.js's request handler behind three layers.
 * - compression (gzip or Brotli, as the browser accepts), instead of Next.js's own (`compress: false`
 *   in next.config.ts), because the second layer must see the HTML before it is compressed;
 * - server/paint-first.mjs: the page's scripts start after its first paint;
 * - server/compile-hints.mjs: Chrome compiles the scripts while they download, off the main thread.
 *
 *   node server.mjs [--port 3000] [--hostname 0.0.0.0]     (PORT is read too; a build must exist)
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import compression from 'compression';
import { withCompileHint } from './server/compile-hints.mjs';
import { paintFirst } from './server/paint-first.mjs';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${options.port}`);

const app = next({ dev: false, hostname: options.hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const compress = compression();
const server = http.createServer((req, res) => {
  compress(req, res, () => {
    withCompileHint(req, res);
    paintFirst(res);
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
});

server.listen(port, options.hostname, () => {
  const { port: listening } = server.address();
  console.log(`> Siyana on http://${options.hostname ?? 'localhost'}:${listening}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
