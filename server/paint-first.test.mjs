import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createPaintFirstRewriter, loaderTag, paintFirst, PLACEHOLDER_TYPE } from './paint-first.mjs';

// The shape Next.js 16 writes (public page, then a staff page with a nonce).
const page = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-1.js"/>',
  '<script src="/_next/static/chunks/framework-2.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-3.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill-4.js" noModule=""></script>',
  '<header class="top">صيانة</header></head><body><main><h1>إدارة المرافق بالذكاء الاصطناعي</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK=[]).push({})</script>',
  '<script src="/_next/static/chunks/main-1.js" async=""></script>',
  '<script>self.__next_f.push([1,"a<b"])</script></body></html>',
].join('');

function rewriteWhole(html, options) {
  const rewriter = createPaintFirstRewriter(options);
  return rewriter.push(html) + rewriter.flush();
}

describe('paint-first rewrite', () => {
  it('turns every chunk script into an inert placeholder and puts the loader first in <head>', () => {
    const out = rewriteWhole(page);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    for (const chunk of ['framework-2', 'turbopack-3', 'main-1']) {
      expect(out).toContain(`<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/${chunk}.js"></script>`);
    }
    expect(out.indexOf('<head>') + '<head>'.length).toBe(out.indexOf(loaderTag()));
    expect(out.split(loaderTag()).length).toBe(2);
    // Everything else is left as it was.
    expect(out).toContain('<script src="/_next/static/chunks/polyfill-4.js" noModule=""></script>');
    expect(out).toContain('<header class="top">صيانة</header>');
    expect(out).toContain('<script id="_R_">(globalThis.TURBOPACK=[]).push({})</script>');
    expect(out).toContain('<script>self.__next_f.push([1,"a<b"])</script>');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
  });

  it('gives the same result however the stream is cut', () => {
    const whole = rewriteWhole(page);
    for (let at = 1; at < page.length; at++) {
      const rewriter = createPaintFirstRewriter();
      const out = rewriter.push(page.slice(0, at)) + rewriter.push(page.slice(at)) + rewriter.flush();
      expect(out, `cut at ${at}`).toBe(whole);
    }
    // And cut into small pieces.
    const rewriter = createPaintFirstRewriter();
    let out = '';
    for (let at = 0; at < page.length; at += 7) out += rewriter.push(page.slice(at, at + 7));
    expect(out + rewriter.flush()).toBe(whole);
  });

  it('carries the staff area nonce on the loader and rewrites scripts that have one', () => {
    // Next.js writes the nonce before or after `async`.
    const staff = page
      .replace('<script src="/_next/static/chunks/main-1.js" async="">', '<script src="/_next/static/chunks/main-1.js" nonce="abc+/=" async="">')
      .replaceAll('async=""></script>', 'async="" nonce="abc+/="></script>')
      .replace('fetchPriority="low"', 'fetchPriority="low" nonce="abc+/="');
    const out = rewriteWhole(staff, { nonce: 'abc+/=' });
    expect(out).toContain('<script nonce="abc+/=">(');
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]* async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    for (const chunk of ['framework-2', 'turbopack-3', 'main-1']) {
      expect(out).toContain(`<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/${chunk}.js" nonce="abc+/="></script>`);
    }
  });

  it('writes a loader that waits for the first contentful paint and the parsed document', () => {
    const tag = loaderTag();
    expect(tag).toContain("'first-contentful-paint'");
    expect(tag).toContain('DOMContentLoaded');
    expect(tag).toContain(JSON.stringify(PLACEHOLDER_TYPE));
    expect(tag).not.toMatch(/<\/script>.*<\/script>/s);
  });
});

describe('paintFirst on a real response', () => {
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())));

  async function serve(handler) {
    server = http.createServer((req, res) => handler(paintFirst(res)));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  }

  it('rewrites HTML written in pieces, cutting through a script tag and a two-byte letter', async () => {
    const bytes = Buffer.from(page);
    const letter = bytes.indexOf(Buffer.from('صيانة')) + 1; // inside the first Arabic letter
    const tag = bytes.indexOf(Buffer.from('turbopack-3')); // inside a chunk script
    const base = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', String(bytes.length));
      res.write(bytes.subarray(0, tag));
      res.write(bytes.subarray(tag, letter));
      res.end(bytes.subarray(letter));
    });
    const response = await fetch(base);
    const body = await response.text();
    expect(body).toBe(rewriteWhole(page));
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('reads the nonce from the response policy', async () => {
    const base = await serve((res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self' 'nonce-xyz' 'strict-dynamic'" });
      res.end(page);
    });
    expect(await (await fetch(base)).text()).toContain('<script nonce="xyz">(');
  });

  it('leaves other answers byte for byte', async () => {
    const json = JSON.stringify({ html: '<script src="/_next/static/chunks/x.js" async=""></script>' });
    const base = await serve((res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', String(Buffer.byteLength(json)));
      res.end(json);
    });
    const response = await fetch(base);
    expect(await response.text()).toBe(json);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
  });
});
