import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hints.mjs';

const CODE = '(globalThis.TURBOPACK||=[]).push(["static/chunks/a.js",1,function(){}]);';

describe('compile hints', () => {
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

  async function serve(handler) {
    server = http.createServer((req, res) => handler(req, withCompileHint(req, res)));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  }
  const sendFile = (req, res) => {
    if (req.headers['if-none-match'] === '"v1"') {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('content-type', 'application/javascript; charset=UTF-8');
    res.setHeader('content-length', String(Buffer.byteLength(CODE)));
    res.setHeader('etag', '"v1"');
    res.write(Buffer.from(CODE.slice(0, 10)));
    res.end(CODE.slice(10));
  };

  it('puts the hint on the first line of a chunk, whatever its pieces', async () => {
    const base = await serve(sendFile);
    const response = await fetch(`${base}/_next/static/chunks/0abc.js`);
    expect(await response.text()).toBe(COMPILE_HINT + CODE);
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('leaves other files, HEAD requests and 304 answers as they are', async () => {
    const base = await serve(sendFile);
    expect(await (await fetch(`${base}/_next/static/media/font.js.txt`)).text()).toBe(CODE);
    expect(await (await fetch(`${base}/sw.js`)).text()).toBe(CODE);
    const head = await fetch(`${base}/_next/static/chunks/0abc.js`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(CODE)));
    const cached = await fetch(`${base}/_next/static/chunks/0abc.js`, { headers: { 'if-none-match': '"v1"' } });
    expect(cached.status).toBe(304);
  });
});
