import { z } from '@/lib/zod';
import { LEAD_PAGE_SIZE, leadFilterFromParams, leadPageSchema } from '@/schemas/lead';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { ok } from '@/server/http/json-api';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';
import { getDatabase } from '@/server/db';
import { leadCsvHeader, leadCsvRows } from '@/features/admin/lead-csv';
import { allLeads, leadOwners, listLeads } from '@/server/leads/inbox';
import { listLeadsDueFirst } from '@/server/leads/queue';

export const dynamic = 'force-dynamic';

const formatSchema = z.enum(['json', 'csv']).default('json').catch('json');
/** The export's language (headers and values): Arabic unless `?lang=en` (`locale` filters the leads' language). */
const csvLocaleSchema = z.enum(['ar', 'en']).default('ar').catch('ar');

/** The inbox: one page of the filtered leads (JSON), or `?format=csv` for every filtered lead. */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const params = new URL(request.url).searchParams;
  const filter = leadFilterFromParams(params);
  const format = formatSchema.parse(params.get('format') ?? undefined);
  return guarded(async () => {
    const db = getDatabase().db;
    if (format === 'csv') {
      const [rows, owners] = await Promise.all([allLeads(db, filter), leadOwners(db)]);
      const ownerName = new Map(owners.map((owner) => [owner.id, owner.username]));
      // The filters say what was exported; they are staff choices, except the search text, which may be a name.
      const { q, ...filters } = filter;
      await recordAudit(db, { actor: auth.admin, action: 'leads.export', targetKind: 'lead', details: { count: rows.length, search: Boolean(q), ...filters } });
      const date = csvDate(new Date().toISOString()).slice(0, 10);
      const locale = csvLocaleSchema.parse(params.get('lang') ?? undefined);
      return csvResponse(toCsv(leadCsvHeader(locale), await leadCsvRows(db, rows, (id) => ownerName.get(id), locale)), `leads-${date}.csv`);
    }
    const page = await (filter.sort === 'due' ? listLeadsDueFirst : listLeads)(db, filter, { page: leadPageSchema.parse(params.get('page') ?? undefined), pageSize: LEAD_PAGE_SIZE });
    return ok({ data: page.rows, total: page.total, page: page.page, pages: page.pages });
  }, auth.admin.locale);
}
