import { z } from '@/lib/zod';
import { findEventById } from '@/server/events/events';
import { eventRegistrationCsvHeader, eventRegistrationCsvRow, listEventRegistrations } from '@/server/events/registrations';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ format: z.enum(['json', 'csv']).default('json').catch('json') });

/** An event's registrations, oldest first (admins only: they are leads); `?format=csv` downloads them, audited. */
export const GET = staffRoute({ role: 'admin' }, async ({ request, t, db, audited }, { params }: RouteContext<'/api/admin/events/[id]/registrations'>) => {
  const { id } = await params;
  const { format } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const event = await findEventById(db, id);
  if (!event) return jsonError(404, t('api.notFound'));
  if (format === 'json') {
    const rows = await listEventRegistrations(db, id);
    return ok({ event: { id: event.id, slug: event.slug, capacity: event.capacity, seatsTaken: event.seatsTaken, registrationOpen: event.registrationOpen }, data: rows });
  }
  // The export and its audit row: the rows read in the transaction that records who took them.
  const rows = await audited(async (trx) => {
    const listed = await listEventRegistrations(trx, id);
    return { result: listed, audit: { action: 'event-registrations.export', targetKind: 'event', targetId: event.id, details: { count: listed.length } } };
  });
  const date = csvDate(new Date().toISOString()).slice(0, 10);
  return csvResponse(toCsv(eventRegistrationCsvHeader, rows.map((row) => eventRegistrationCsvRow(row, event, csvDate))), `event-registrations-${event.slug}-${date}.csv`);
});
