import { auditFilterSchema } from '@/schemas/staff';
import { ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { listAudit } from '@/server/staff/audit-log';

export const dynamic = 'force-dynamic';

/** One page of the audit log, newest first; `action`, `actor`, `from`, `to` (YYYY-MM-DD, Riyadh) and `page`. Admins only. */
export const GET = staffRoute({ role: 'admin' }, async ({ request, db }) => ok({ data: await listAudit(db, auditFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))) }));
