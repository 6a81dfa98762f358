import { z } from '@/lib/zod';
import { resourceLeadKinds } from '@/schemas/resource-lead';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { ok } from '@/server/http/json-api';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';
import { getDatabase } from '@/server/db';
import { listResourceLeads, resourceLeadCsvHeader, resourceLeadCsvRow } from '@/server/forms/resource-leads';

export const dynamic = 'force-dynamic';

const filterSchema = z.object({
  kind: z.enum(resourceLeadKinds).optional().catch(undefined),
  format: z.enum(['json', 'csv']).default('json').catch('json'),
});

/** Guide downloads and course enrolments, newest first, optionally one kind; `?format=csv` downloads them. */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const { kind, format } = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return guarded(async () => {
    const db = getDatabase().db;
    const rows = await listResourceLeads(db, { kind });
    if (format === 'csv') {
      await recordAudit(db, { actor: auth.admin, action: 'resource-leads.export', details: { kind: kind ?? null, rows: rows.length } });
      const date = csvDate(new Date().toISOString()).slice(0, 10);
      return csvResponse(toCsv(resourceLeadCsvHeader, rows.map((row) => resourceLeadCsvRow(row, csvDate))), `resource-leads-${date}.csv`);
    }
    return ok({ data: rows });
  }, auth.admin.locale);
}
