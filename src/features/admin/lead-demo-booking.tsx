import { formatRiyadhDateTimeRange } from '@/lib/riyadh-time';
import { getDatabase } from '@/server/db';
import { bookingsOfLead } from '@/server/demo-booking/bookings';
import { staffLocale, staffText } from '@/server/staff/language';

/** A lead's booked demo (slot, host, status), newest first, on the lead's page; nothing for other leads. */
export async function LeadDemoBooking({ leadId }: { leadId: string }) {
  const bookings = await bookingsOfLead(getDatabase().db, leadId);
  if (bookings.length === 0) return null;
  const locale = await staffLocale();
  const demosText = await staffText('AdminDemos');
  return (
    <section aria-labelledby="demo-booking-title" className="rounded-2xl border border-line bg-white p-4 sm:p-5" data-testid="lead-demo-booking">
      <h2 id="demo-booking-title" className="mb-3 text-lg font-semibold text-navy-900">
        {demosText('agenda.leadCard')}
      </h2>
      <ul className="grid gap-2 text-sm">
        {bookings.map((booking) => (
          <li key={booking.id} className={booking.status === 'booked' ? 'text-navy-900' : 'text-muted line-through'}>
            <span className="font-medium">{formatRiyadhDateTimeRange(booking.start_at, booking.end_at, locale)}</span>
            {' · '}
            {demosText('agenda.host')}: <span dir="auto">{booking.host_name ?? '—'}</span>
            {' · '}
            {demosText(`agenda.status.${booking.status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
