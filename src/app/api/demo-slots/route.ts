import { riyadhDateOf } from '@/lib/riyadh-time';
import { slotsQuerySchema } from '@/schemas/demo-booking';
import { getDatabase } from '@/server/db';
import { listFreeSlots, MAX_SLOT_DAYS } from '@/server/demo-booking/slot-queries';
import { jsonError, queryLocale } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { logger } from '@/server/logger';

export const dynamic = 'force-dynamic';

/**
 * The demo calendar's bookable slots: `?from=YYYY-MM-DD` (default today in Riyadh) and `days` (default
 * 14, at most MAX_SLOT_DAYS). Only slots some host is free for, past the minimum notice.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const parsed = slotsQuerySchema.safeParse({ from: params.get('from') ?? undefined, days: params.get('days') ?? undefined });
  if (!parsed.success) return jsonError(400, serverMessage(queryLocale(request), 'DemoBooking.errors.badQuery'));
  const from = parsed.data.from ?? riyadhDateOf();
  const days = Math.min(parsed.data.days ?? 14, MAX_SLOT_DAYS);
  try {
    const slots = await listFreeSlots(getDatabase().db, from, days);
    return Response.json({ slots }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error }, 'demo slots unavailable');
    return jsonError(503, serverMessage(queryLocale(request), 'Api.unavailable'));
  }
}
