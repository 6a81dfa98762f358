import 'server-only';
import Link from 'next/link';
import { getDatabase } from '@/server/db';
import { recordingRequestsOf } from '@/server/events/recording-requests';
import { staffFormats, staffLocale, staffTranslator } from '@/server/staff/language';

/** An event's recording requests (leads of kind `recording`), on its registrants page. */
export async function RecordingRequestsSection({ eventId }: { eventId: string }) {
  const rows = await recordingRequestsOf(getDatabase().db, eventId);
  const locale = await staffLocale();
  const text = staffTranslator(locale, 'AdminConversation');
  const { dateTime } = staffFormats(locale);
  return (
    <section aria-labelledby="recording-requests-title" data-recording-requests="" className="mt-10">
      <h2 id="recording-requests-title" className="mb-3 text-lg font-semibold text-navy-900">
        {text('recordingsTitle')} <span className="text-muted">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">{text('recordingsEmpty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{text('recordingsTitle')}</caption>
            <thead className="bg-navy-50 text-navy-900">
              <tr>
                {[text('requestedAt'), text('name'), text('email'), text('language'), ''].map((label, index) => (
                  <th key={index} scope="col" className="px-4 py-2 text-start font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  <td className="px-4 py-2 whitespace-nowrap">
                    <time dateTime={row.created_at}>{dateTime.format(new Date(row.created_at))}</time>
                  </td>
                  <td className="px-4 py-2 font-medium text-navy-900" dir="auto">
                    {row.name}
                  </td>
                  <td className="px-4 py-2">
                    <a href={`mailto:${row.email}`} dir="ltr" className="font-medium text-teal-700 underline">
                      {row.email}
                    </a>
                  </td>
                  <td className="px-4 py-2">{staffTranslator(locale)(`leads.languages.${row.locale}`)}</td>
                  <td className="px-4 py-2">
                    {row.lead_id && (
                      <Link href={`/admin/leads/${row.lead_id}`} className="font-medium text-teal-700 underline">
                        {text('openLead')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
