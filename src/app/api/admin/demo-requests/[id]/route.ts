import { demoRequestStatusSchema } from '@/schemas/demo-request-status';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { setDemoRequestStatus } from '@/server/forms/demo-requests';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/demo-requests/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = demoRequestStatusSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('api.invalidData'));
  return guarded(async () => {
    const db = getDatabase().db;
    if (!(await setDemoRequestStatus(db, id, parsed.data.status, auth.admin))) return jsonError(404, adminText('api.notFound'));
    await recordAudit(db, { actor: auth.admin, action: 'demo-request.status', targetKind: 'demo-request', targetId: id, details: { status: parsed.data.status } });
    return ok({ message: adminText('api.statusUpdated') });
  }, auth.admin.locale);
}
