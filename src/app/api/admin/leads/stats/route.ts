import { leadStatsQuerySchema } from '@/schemas/lead-response';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { leadResponseStats } from '@/server/leads/response-stats';
import { responseText } from '@/server/leads/response-text';

export const dynamic = 'force-dynamic';

/** The response dashboard as JSON: `?days=30` (1-365). Admins only. */
export const GET = staffRoute({ role: 'admin' }, async ({ request, admin, db }) => {
  const parsed = leadStatsQuerySchema.safeParse({ days: new URL(request.url).searchParams.get('days') ?? undefined });
  if (!parsed.success) return jsonError(400, responseText(admin.locale)('api.badDays'));
  return ok({ data: await leadResponseStats(db, parsed.data.days) });
});
