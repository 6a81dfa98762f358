import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { markQuestionAnswered } from '@/server/forms/questions';
import { jsonError, ok } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

/** Marks a visitor's question as answered. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/questions/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  return guarded(async () => {
    const db = getDatabase().db;
    if (!(await markQuestionAnswered(db, id, new Date(), auth.admin))) return jsonError(404, adminText('api.notFound'));
    await recordAudit(db, { actor: auth.admin, action: 'question.answer', targetKind: 'question', targetId: id });
    return ok({ message: adminText('api.statusUpdated') });
  }, auth.admin.locale);
}
