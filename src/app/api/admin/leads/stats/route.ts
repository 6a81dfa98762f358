import { leadStatsQuerySchema } from '@/schemas/lead-response';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok } from '@/server/http/json-api';
import { leadResponseStats } from '@/server/leads/response-stats';
import { responseText } from '@/server/leads/response-text';

export const dynamic = 'force-dynamic';

/** The response dashboard as JSON: `?days=30` (1-365). Admins only. */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const parsed = leadStatsQuerySchema.safeParse({ days: new URL(request.url).searchParams.get('days') ?? undefined });
  if (!parsed.success) return jsonError(400, responseText(auth.admin.locale)('api.badDays'));
  return guarded(async () => ok({ data: await leadResponseStats(getDatabase().db, parsed.data.days) }), auth.admin.locale);
}
