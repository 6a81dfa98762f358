import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/features/admin/admin-shell';
import { CsvExportLink } from '@/features/admin/list-controls';
import { RegistrationToggle } from '@/features/admin/registration-toggle';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listEventRegistrations } from '@/server/events/registrations';
import { findEventById } from '@/server/events/events';
import { StaffTable } from '@/features/admin/staff-table';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';
import { RecordingRequestsSection } from '@/features/admin/recording-requests-section';

const columns = ['date', 'name', 'company', 'email', 'phone', 'language', 'newsletter', 'source'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('eventRegistrations.title') };
}

/** An event's registrations (admins only: they are leads), with the seat count, the CSV export and the open/close switch. */
export default async function AdminEventRegistrationsPage({ params }: PageProps<'/admin/events/[id]/registrations'>) {
  const adminText = await staffText();
  const { dateTime } = staffFormats(await staffLocale());
  const { id } = await params;
  const admin = await requireAdminPage(`/admin/events/${encodeURIComponent(id)}/registrations`);
  const db = getDatabase().db;
  const event = await findEventById(db, id);
  if (!event) notFound();
  const registrations = await listEventRegistrations(db, event.id);
  const open = event.registrationOpen;
  const seats = event.capacity === null ? adminText('eventRegistrations.seatsUnlimited', { count: event.seatsTaken }) : adminText('eventRegistrations.seats', { count: event.seatsTaken, capacity: event.capacity });

  return (
    <AdminShell
      username={admin.username}
      current="/admin/events"
      title={adminText('eventRegistrations.heading', { title: event.titleAr })}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <RegistrationToggle eventId={event.id} open={open} />
          <CsvExportLink href={`/api/admin/events/${encodeURIComponent(event.id)}/registrations?format=csv`} label={adminText('eventRegistrations.exportCsv')} />
        </div>
      }
    >
      <div className="mb-5 flex flex-wrap items-center gap-3 text-sm">
        <span data-testid="seat-count" className="font-semibold text-navy-900">
          {seats}
        </span>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', open ? 'bg-teal-100 text-teal-700' : 'bg-danger-50 text-danger')}>{open ? adminText('eventRegistrations.open') : adminText('eventRegistrations.closed')}</span>
        <a href={`/ar/resources/events/${encodeURIComponent(event.slug)}`} className="font-medium text-teal-700 underline underline-offset-2">
          {adminText('eventRegistrations.viewEvent')}
        </a>
      </div>
      {registrations.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{adminText('eventRegistrations.empty')}</p>
      ) : (
        <StaffTable caption={adminText('eventRegistrations.table')} columns={columns.map((column) => adminText(`eventRegistrations.columns.${column}`))} width="min-w-[60rem]">
            <tbody>
              {registrations.map((registration) => (
                <tr key={registration.id} className="border-t border-line align-top">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={registration.created_at}>{dateTime.format(new Date(registration.created_at))}</time>
                  </td>
                  <td className="px-4 py-3 font-medium text-navy-900" dir="auto">
                    {registration.name}
                  </td>
                  <td className="px-4 py-3" dir="auto">
                    {registration.company}
                  </td>
                  <td className="px-4 py-3">
                    <a href={`mailto:${registration.email}`} dir="ltr" className="block text-start font-medium text-teal-700 underline">
                      {registration.email}
                    </a>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap" dir="ltr">
                    {registration.phone ?? '—'}
                  </td>
                  <td className="px-4 py-3">{adminText(`eventRegistrations.languages.${registration.locale}`)}</td>
                  <td className="px-4 py-3">{registration.newsletter_consent ? adminText('eventRegistrations.newsletter.yes') : adminText('eventRegistrations.newsletter.no')}</td>
                  <td className="px-4 py-3 text-xs text-muted" dir="auto">
                    {[registration.utm_source, registration.utm_medium, registration.utm_campaign].filter(Boolean).join(' / ') || registration.referrer || adminText('eventRegistrations.direct')}
                  </td>
                </tr>
              ))}
            </tbody>
        </StaffTable>
      )}
      <RecordingRequestsSection eventId={event.id} />
    </AdminShell>
  );
}
