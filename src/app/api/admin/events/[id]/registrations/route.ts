import { z } from '@/lib/zod';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';
import { getDatabase } from '@/server/db';
import { eventRegistrationCsvHeader, eventRegistrationCsvRow, listEventRegistrations } from '@/server/events/registrations';
import { findEventById } from '@/server/events/events';
import { jsonError, ok } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ format: z.enum(['json', 'csv']).default('json').catch('json') });

/** An event's registrations, oldest first (admins only: they are leads); `?format=csv` downloads them. */
export async function GET(request: Request, { params }: RouteContext<'/api/admin/events/[id]/registrations'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const { format } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return guarded(async () => {
    const db = getDatabase().db;
    const event = await findEventById(db, id);
    if (!event) return jsonError(404, adminText('api.notFound'));
    const rows = await listEventRegistrations(db, id);
    if (format === 'json') return ok({ event: { id: event.id, slug: event.slug, capacity: event.capacity, seatsTaken: event.seatsTaken, registrationOpen: event.registrationOpen }, data: rows });
    const body = toCsv(eventRegistrationCsvHeader, rows.map((row) => eventRegistrationCsvRow(row, event, csvDate)));
    await recordAudit(db, { actor: auth.admin, action: 'event-registrations.export', targetKind: 'event', targetId: event.id, details: { count: rows.length } });
    const date = csvDate(new Date().toISOString()).slice(0, 10);
    return csvResponse(body, `event-registrations-${event.slug}-${date}.csv`);
  }, auth.admin.locale);
}
