import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('contentSecurityPolicy', () => {
  it('static pages: same-origin and inline scripts, never eval, nothing from another host', () => {
    const policy = contentSecurityPolicy({ development: false });
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/https?:|\*/);
  });

  it('with a nonce: scripts need the nonce (inline ones too)', () => {
    const policy = contentSecurityPolicy({ development: false, nonce: 'abc=' });
    expect(policy).toContain("script-src 'self' 'nonce-abc=' 'strict-dynamic';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows eval only for the development server', () => {
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  it('sends HSTS from production builds only', () => {
    const names = (production: boolean) => securityHeaders({ production }).map((header) => header.key);
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
    expect(names(false)).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']));
  });
});
