import { NextResponse } from 'next/server';
import { getDatabase } from '@/server/db';
import { jsonError, MAX_JSON_BODY_BYTES } from '@/server/http/json-api';
import { logger } from '@/server/logger';
import { unsubscribeFromNewsletter } from '@/server/newsletter/subscriptions';

/**
 * One-click unsubscribe for mail clients (RFC 8058: `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * posted to `/api/newsletter/unsubscribe?token=...`). Visitors use the confirm page instead.
 */
export async function POST(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BODY_BYTES) return jsonError(413, 'The request is too large.');
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const outcome = await unsubscribeFromNewsletter(getDatabase().db, token);
    if (outcome === 'unknown-token') return jsonError(404, 'Unknown unsubscribe link.');
    return NextResponse.json({ success: true }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error }, 'one-click unsubscribe failed');
    return jsonError(503, 'Please try again in a moment.');
  }
}
