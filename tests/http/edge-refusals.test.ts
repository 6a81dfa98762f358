/**
 * What only the reverse proxy refuses, through the shipped nginx configuration (deploy/nginx) in front
 * of the shared server: the public reaches the app only this way. The framework answers these before
 * any of the app's code runs (TRACE and `*` targets with a bare 500, a `//` path with a 308 that
 * repeats the address, Node's own 400 without the app's headers), so nginx refuses them or adds the
 * app's protections. Every answer carries the security headers. Skipped without Debian's nginx.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test as vitestTest, vi } from 'vitest';
import { freePort } from '../e2e/support/app';
import { nginxAvailable, startNginx, type Proxy } from '../e2e/support/nginx';
import { LONG_USER_AGENT } from './long-user-agent';
import { baseURL } from './site';

const test = vitestTest.skipIf(!nginxAvailable());
let proxy: Proxy;

beforeAll(async () => {
  if (!nginxAvailable()) return;
  proxy = startNginx(await freePort(), [Number(new URL(baseURL).port)]);
  await vi.waitFor(async () => expect(await fetch(`${proxy.base}/api/health`).then((answer) => answer.status).catch(() => 0)).toBe(200), { timeout: 10_000, interval: 200 });
});

afterAll(async () => {
  await proxy?.stop();
});

type Answer = { status: number; head: string; headers: Map<string, string[]> };

/** A raw request through nginx, sent byte for byte; the answer's status line and header block. */
function send(requestHead: string): Promise<Answer> {
  const url = new URL(proxy.base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(requestHead));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => {
      const head = text.split('\r\n\r\n')[0]!;
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = new Map<string, string[]>();
      for (const line of lines) {
        const [name, ...value] = line.split(':');
        const key = name!.toLowerCase();
        headers.set(key, [...(headers.get(key) ?? []), value.join(':').trim()]);
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), head, headers });
    });
    socket.on('error', reject);
  });
}

const get = (method: string, target: string, headers = '') => send(`${method} ${target} HTTP/1.1\r\nHost: siyana.test\r\n${headers}Connection: close\r\n\r\n`);

/** Each protection exactly once: the app's own, or nginx's where the app could not set one. */
function expectSecurityHeaders(answer: Answer, what: string) {
  const one = (name: string) => {
    expect(answer.headers.get(name), `${what}: ${name}`).toHaveLength(1);
    return answer.headers.get(name)![0]!;
  };
  expect(one('x-content-type-options')).toBe('nosniff');
  expect(one('x-frame-options')).toBe('DENY');
  expect(one('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const policy = one('content-security-policy');
  expect(policy, what).toMatch(/default-src '(self|none)'/);
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).not.toContain('unsafe-eval');
}

describe('methods and targets the framework cannot take', () => {
  // TRACE: nginx answers 405 itself. `*` and unknown methods (TRACK): 400. The bare server would
  // answer TRACE and `*` with a bare 500.
  for (const [method, target, status] of [['TRACE', '/', 405], ['TRACE', '/api/health', 405], ['TRACK', '/about', 400], ['OPTIONS', '*', 400], ['GET', '*', 400]] as const) {
    test(`${method} ${target} answers ${status} with the security headers`, async () => {
      const answer = await get(method, target);
      expect(answer.status).toBe(status);
      expectSecurityHeaders(answer, `${method} ${target}`);
    });
  }

  test('a request that cannot be parsed answers 400 with the security headers', async () => {
    const answer = await send('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer, 'unparsable');
  });
});

describe("the framework's own redirects carry the security headers", () => {
  for (const path of ['/about/', '//about', '/ar/', '/\\ar', '/admin/', '//admin']) {
    test(`${path} redirects (308) with the security headers, once each`, async () => {
      const answer = await get('GET', path);
      expect(answer.status).toBe(308);
      expectSecurityHeaders(answer, path);
    });
  }

  test('a cached page keeps the app\'s own headers, not a second copy', async () => {
    await get('GET', '/about');
    const again = await get('GET', '/about');
    expect(again.headers.get('x-cache-status')).toEqual(['HIT']);
    expectSecurityHeaders(again, 'cached /about');
    expect(again.headers.get('content-security-policy')![0]).toContain("default-src 'self'");
  });
});

describe('no answer header carries an unbounded copy of the request', () => {
  const long = 'a'.repeat(5000);
  for (const path of [`//${long}`, `/${long}`, `/about?q=${long}`, `/api/${long}`, `/api/health?${long}`]) {
    test(`a ${path.length}-byte address (${path.slice(0, 12)}...) answers 414 with a small header block`, async () => {
      const answer = await get('GET', path);
      expect(answer.status).toBe(414);
      expectSecurityHeaders(answer, path.slice(0, 12));
      expect(answer.head.length).toBeLessThan(2000);
    });
  }

  test('the longest addresses nginx passes on make header blocks that fit its buffers (16 KB)', async () => {
    const sizes: Record<string, number> = {};
    // nginx's request line limit is 4 KB (large_client_header_buffers): these are just under it.
    for (const path of [`//${'a'.repeat(4050)}`, `/${'a'.repeat(4050)}`, `/about?q=${'a'.repeat(4040)}`, `/admin/leads?q=${'a'.repeat(4030)}`]) {
      const answer = await get('GET', path);
      expect(answer.status, path.slice(0, 12)).toBeLessThan(500);
      expectSecurityHeaders(answer, path.slice(0, 12));
      sizes[`${answer.status} ${path.slice(0, 12)}`] = answer.head.length;
    }
    console.log(`[edges] header blocks of the longest addresses through nginx: ${JSON.stringify(sizes)}`);
    for (const size of Object.values(sizes)) expect(size).toBeLessThan(16 * 1024);
  });
});

test('a User-Agent over 512 characters is cut to 512, one over 4 KB refused: neither reaches the app whole', async () => {
  for (const path of ['/about', '/api/health', '/ar']) {
    const answer = await get('GET', path, `User-Agent: ${'u'.repeat(3000)}\r\n`);
    expect(answer.status, path).toBe(200);
    expectSecurityHeaders(answer, path);
  }
  const refused = await get('GET', '/about', `User-Agent: ${LONG_USER_AGENT}\r\n`);
  expect(refused.status).toBe(400);
  expectSecurityHeaders(refused, 'long User-Agent');
});
