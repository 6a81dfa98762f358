/**
 * Requests refused before any redirect, rewrite or page: too long or malformed (every path the proxy
 * sees, the API included), a method pages do not take, a server action Next.js could not run.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { requestRefusal } from '@/lib/request-limits';
import { serverActionRefusal } from '@/lib/server-action-request';
import { plainAnswer } from './answers';

/**
 * An over-long address or User-Agent, a malformed escape (Next.js would answer a bare 500 decoding
 * it), a control character in a path id (src/lib/request-limits.ts), with the security headers
 * next.config.ts adds to any answer.
 */
export function malformedRequest(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  const refusal = requestRefusal(pathname + search, pathname, request.headers.get('user-agent'));
  if (!refusal) return null;
  // Under /api/ every answer is JSON; elsewhere a short text.
  if (pathname.startsWith('/api/')) {
    const answer = plainAnswer(refusal.status, JSON.stringify({ success: false, message: refusal.text }));
    answer.headers.set('content-type', 'application/json');
    return answer;
  }
  return plainAnswer(refusal.status, refusal.text);
}

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Pages are read, not written to: Next.js would render one for PUT or DELETE too. A POST is a form's
 * server action (it names one in `next-action`); the JSON API has its own routes under /api. A server
 * action from another site, or with a body Next.js cannot decode, would be its 500.
 */
export async function pageMethodRefusal(request: NextRequest): Promise<NextResponse | null> {
  if (!PAGE_METHODS.includes(request.method) && !(request.method === 'POST' && request.headers.has('next-action'))) {
    return plainAnswer(405, 'Method Not Allowed', { allow: PAGE_METHODS.join(', ') });
  }
  const actionRefusal = request.method === 'POST' ? await serverActionRefusal(request) : null;
  return actionRefusal ? plainAnswer(actionRefusal.status, actionRefusal.text) : null;
}
