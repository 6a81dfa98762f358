import { auditFilterSchema } from '@/schemas/staff';
import { listAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { ok } from '@/server/http/json-api';
import { getDatabase } from '@/server/db';

export const dynamic = 'force-dynamic';

/** One page of the audit log, newest first; `action`, `actor`, `from`, `to` (YYYY-MM-DD, Riyadh) and `page`. Admins only. */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const filter = auditFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return guarded(async () => ok({ data: await listAudit(getDatabase().db, filter) }), auth.admin.locale);
}
