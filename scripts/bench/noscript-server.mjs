/**
 * The no-script twins of the measured pages: a minimal node:http server, in its own process
 * (child_process.fork), that answers each measured route with the HTML the production server sent
 * for it, its scripts removed, and passes every other request (styles, fonts, images) through to the
 * production server unchanged. A measurement baseline (what the page would do with no JavaScript),
 * not a change to what the site serves. It receives `{ upstream, pages: [{ path, html }] }` and
 * answers `{ port }`.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';

process.once('message', (/** @type {{ upstream: string; pages: { path: string; html: string }[] }} */ { upstream, pages }) => {
  const target = new URL(upstream);
  // Gzipped like the framework's own answers, so both load the same bytes over the throttled network.
  const byPath = new Map(pages.map((page) => [page.path, { plain: Buffer.from(page.html), gzip: gzipSync(page.html) }]));
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const page = byPath.get(path);
    if (page && (request.method === 'GET' || request.method === 'HEAD')) {
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const body = gzip ? page.gzip : page.plain;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-store', vary: 'Accept-Encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const relayed = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: target.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    relayed.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(relayed);
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: /** @type {import('node:net').AddressInfo} */ (server.address()).port }));
});

process.on('disconnect', () => process.exit(0));
