import { z } from '@/lib/zod';
import { demoRequestStatuses } from '@/schemas/demo-request-status';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { ok } from '@/server/http/json-api';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';
import { getDatabase } from '@/server/db';
import { demoRequestCsvHeader, demoRequestCsvRow, listDemoRequests } from '@/server/forms/demo-requests';

export const dynamic = 'force-dynamic';

const filterSchema = z.object({
  form: z.enum(['short', 'detailed']).optional().catch(undefined),
  status: z.enum(demoRequestStatuses).optional().catch(undefined),
  format: z.enum(['json', 'csv']).default('json').catch('json'),
});

/** Both forms' requests, newest first; `?format=csv` downloads them. */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const { form, status, format } = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return guarded(async () => {
    const db = getDatabase().db;
    const rows = await listDemoRequests(db, { form, status });
    if (format === 'csv') {
      await recordAudit(db, { actor: auth.admin, action: 'demo-requests.export', details: { form: form ?? null, status: status ?? null, rows: rows.length } });
      const date = csvDate(new Date().toISOString()).slice(0, 10);
      return csvResponse(toCsv(demoRequestCsvHeader, rows.map((row) => demoRequestCsvRow(row, csvDate))), `demo-requests-${date}.csv`);
    }
    return ok({ data: rows });
  }, auth.admin.locale);
}
