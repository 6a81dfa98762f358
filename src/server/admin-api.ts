import 'server-only';
import { NextResponse } from 'next/server';
import { adminText } from '@/server/i18n';
import { jsonError } from './http';
import { logger } from './logger';

/** Runs an admin handler, turning a database failure into 503 JSON instead of a crash. */
export async function guarded(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error }, 'admin request failed');
    return jsonError(503, adminText('api.unavailable'));
  }
}

export function ok(data: Record<string, unknown>, status = 200): NextResponse {
  return NextResponse.json({ success: true, ...data }, { status, headers: { 'cache-control': 'no-store' } });
}
