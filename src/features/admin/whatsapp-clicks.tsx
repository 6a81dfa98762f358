import 'server-only';
import { getDatabase } from '@/server/db';
import { staffFormats, staffLocale, staffTranslator } from '@/server/staff/language';
import { OTHER_PAGE, whatsappClicksByPage } from '@/server/leads/whatsapp-clicks';

/** The dashboard's "WhatsApp clicks by page" over the last 30 days: a table with a bar per page. */
export async function WhatsAppClicksSection() {
  const rows = await whatsappClicksByPage(getDatabase().db, 30);
  const locale = await staffLocale();
  const text = staffTranslator(locale, 'AdminConversation');
  const { number } = staffFormats(locale);
  const total = rows.reduce((sum, row) => sum + row.clicks, 0);
  const most = rows[0]?.clicks ?? 0;
  return (
    <section aria-labelledby="whatsapp-clicks-title" data-whatsapp-clicks="" className="mt-10">
      <h2 id="whatsapp-clicks-title" className="text-lg font-semibold text-navy-900">
        {text('clicksTitle')}
      </h2>
      <p className="mb-3 text-sm text-muted">{text('clicksLead')}</p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">{text('noClicks')}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="sr-only">{text('clicksTitle')}</caption>
            <thead className="bg-navy-50 text-start text-navy-900">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {text('page')}
                </th>
                <th scope="col" className="w-1/3 px-4 py-2 text-start font-semibold">
                  <span className="sr-only">{text('clicks')}</span>
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  {text('clicks')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.path} className="border-t border-line">
                  <th scope="row" className="px-4 py-2 text-start font-medium text-navy-900">
                    {row.path === OTHER_PAGE ? text('other') : <span dir="ltr">{row.path}</span>}
                  </th>
                  <td className="px-4 py-2" aria-hidden>
                    <span className="block h-2 rounded-full bg-teal-500" style={{ width: `${Math.max(4, Math.round((row.clicks / most) * 100))}%` }} />
                  </td>
                  <td className="px-4 py-2 text-end font-semibold text-navy-900 tabular-nums">{number.format(row.clicks)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line bg-navy-50/50">
                <th scope="row" className="px-4 py-2 text-start font-semibold text-navy-900">
                  {text('total')}
                </th>
                <td />
                <td className="px-4 py-2 text-end font-bold text-navy-900 tabular-nums">{number.format(total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
