import { describe, expect, it } from 'vitest';
import { isPathSegment, MAX_TARGET_BYTES, MAX_USER_AGENT_LENGTH, requestRefusal } from './request-limits';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('requestRefusal', () => {
  it('lets ordinary requests through, Arabic slugs and long-but-sane queries included', () => {
    expect(requestRefusal('/', '/', browser)).toBeNull();
    const arabic = `/ar/resources/blog/${encodeURIComponent('صيانة-وقائية')}`;
    expect(requestRefusal(arabic, arabic, browser)).toBeNull();
    expect(requestRefusal(`/admin/leads?${'kind=demo&'.repeat(100)}`, '/admin/leads', null)).toBeNull();
  });

  it('refuses a path and query over 2,048 bytes with 414, whichever part is long', () => {
    const path = `/${'a'.repeat(MAX_TARGET_BYTES)}`;
    expect(requestRefusal(path, path, browser)?.status).toBe(414);
    expect(requestRefusal(`/about?q=${'a'.repeat(MAX_TARGET_BYTES)}`, '/about', browser)?.status).toBe(414);
    const exact = `/${'a'.repeat(MAX_TARGET_BYTES - 1)}`;
    expect(requestRefusal(exact, exact, browser)).toBeNull();
  });

  it('refuses a User-Agent over 512 characters with 431, without matching it', () => {
    expect(requestRefusal('/', '/', 'a'.repeat(MAX_USER_AGENT_LENGTH))).toBeNull();
    const started = performance.now();
    expect(requestRefusal('/', '/', `${'-'.repeat(15_000)}x`)?.status).toBe(431);
    expect(performance.now() - started).toBeLessThan(5);
  });

  it('refuses a malformed escape and a control character anywhere in the path with 400', () => {
    for (const path of ['/%ZZ', '/%E0%A4%A', '/api/admin/blog/%00', '/api/events/%00/calendar.ics', '/resources/blog/%00', '/resources/events/a%0Ab/registered', '/x%7F']) {
      expect(requestRefusal(path, path, browser), path).toEqual({ status: 400, text: 'Bad Request' });
    }
  });
});

describe('isPathSegment', () => {
  it('takes UUIDs and slugs in either script, refuses control characters', () => {
    expect(isPathSegment('3f1c2a4e-9b7d-4c1e-8f00-123456789abc')).toBe(true);
    expect(isPathSegment('صيانة-وقائية')).toBe(true);
    expect(isPathSegment('a\u0000b')).toBe(false);
    expect(isPathSegment('line\nbreak')).toBe(false);
  });
});
