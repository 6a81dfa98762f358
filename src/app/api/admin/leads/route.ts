import { z } from '@/lib/zod';
import { LEAD_PAGE_SIZE, leadFilterFromParams, leadPageSchema } from '@/schemas/lead';
import { leadCsvHeader, leadCsvRows } from '@/features/admin/lead-csv';
import { ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { allLeads, leadOwners, listLeads } from '@/server/leads/inbox';
import { listLeadsDueFirst } from '@/server/leads/queue';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';

export const dynamic = 'force-dynamic';

const formatSchema = z.enum(['json', 'csv']).default('json').catch('json');
/** The export's language (headers and values): Arabic unless `?lang=en` (`locale` filters the leads' language). */
const csvLocaleSchema = z.enum(['ar', 'en']).default('ar').catch('ar');

/** The inbox: one page of the filtered leads (JSON), or `?format=csv` for every filtered lead, audited. */
export const GET = staffRoute({ role: 'admin' }, async ({ request, db, audited }) => {
  const params = new URL(request.url).searchParams;
  const filter = leadFilterFromParams(params);
  const format = formatSchema.parse(params.get('format') ?? undefined);
  if (format === 'csv') {
    // The filters say what was exported; they are staff choices, except the search text, which may be a name.
    const { q, ...filters } = filter;
    const rows = await audited(async (trx) => {
      const listed = await allLeads(trx, filter);
      return { result: listed, audit: { action: 'leads.export', targetKind: 'lead', details: { count: listed.length, search: Boolean(q), ...filters } } };
    });
    const ownerName = new Map((await leadOwners(db)).map((owner) => [owner.id, owner.username]));
    const date = csvDate(new Date().toISOString()).slice(0, 10);
    const locale = csvLocaleSchema.parse(params.get('lang') ?? undefined);
    return csvResponse(toCsv(leadCsvHeader(locale), await leadCsvRows(db, rows, (id) => ownerName.get(id), locale)), `leads-${date}.csv`);
  }
  const page = await (filter.sort === 'due' ? listLeadsDueFirst : listLeads)(db, filter, { page: leadPageSchema.parse(params.get('page') ?? undefined), pageSize: LEAD_PAGE_SIZE });
  return ok({ data: page.rows, total: page.total, page: page.page, pages: page.pages });
});
