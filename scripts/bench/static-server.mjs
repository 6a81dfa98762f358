/**
 * The baseline of the load test: a minimal node:http server that answers from memory with the
 * bytes our server sent for the same paths (no compression, keep-alive). Run in its own process
 * (child_process.fork); it receives `{ files: [{ path, type, body (base64) }] }` and answers `{ port }`.
 */
import http from 'node:http';

process.once('message', (/** @type {{ files: { path: string; type: string; body: string }[] }} */ { files }) => {
  const byPath = new Map(files.map((file) => [file.path, { type: file.type, body: Buffer.from(file.body, 'base64') }]));
  const server = http.createServer((request, response) => {
    const file = byPath.get((request.url ?? '/').split('?')[0]);
    if (!file || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length });
    response.end(file.body);
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => process.send?.({ port: /** @type {import('node:net').AddressInfo} */ (server.address()).port }));
});

process.on('disconnect', () => process.exit(0));
