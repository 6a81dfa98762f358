/** The staff area (src/app/admin/): its pages carry a per-request nonce in their Content-Security-Policy. */
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { contentSecurityPolicy } from '@/lib/security-headers';

export function isStaffArea(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The staff area's pages are rendered per request (they read the session), so they can carry a
 * nonce: Next.js reads it from the request's CSP header and puts it on every script it writes.
 * src/app/admin/layout.tsx reads it for its inline script.
 */
export function staffPageWithNonce(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy({ development: env.NODE_ENV === 'development', nonce });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}
