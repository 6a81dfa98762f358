import { passwordChangeSchema, staffErrorMessage } from '@/schemas/staff';
import { recordAudit } from '@/server/staff/audit-log';
import { releasePasswordChange, reservePasswordChange } from '@/server/auth/password-change-throttle';
import { authenticate, sessionTokenOf } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { changeOwnPassword } from '@/server/staff/accounts';
import { staffTranslator } from '@/server/staff/language';

/**
 * The signed-in staff member's own password (any role). The current password is checked (wrong: 403,
 * and five wrong ones lock the change for 15 minutes); success ends the account's other sessions.
 */
export async function POST(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = passwordChangeSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, staffErrorMessage(parsed.error, (code) => adminText(`staff.api.${code}`), adminText('api.invalidData')), { field: String(parsed.error.issues[0]?.path[0] ?? '') });
  return guarded(async () => {
    const handle = getDatabase();
    const wait = await reservePasswordChange(handle, auth.admin.id);
    if (wait > 0) return jsonError(429, adminText('staff.api.tooManyTries', { minutes: Math.ceil(wait / 60) }), {}, { 'retry-after': String(wait) });
    const outcome = await changeOwnPassword(handle.db, auth.admin.id, sessionTokenOf(request)!, parsed.data);
    if (outcome === 'wrong-current') return jsonError(403, adminText('staff.api.currentWrong'), { field: 'current' });
    await releasePasswordChange(handle, auth.admin.id);
    await recordAudit(handle.db, { actor: auth.admin, action: 'account.password', targetKind: 'staff', targetId: auth.admin.id });
    return ok({ message: adminText('staff.api.passwordChanged') });
  }, auth.admin.locale);
}
