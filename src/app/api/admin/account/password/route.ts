import { passwordChangeSchema, staffErrorMessage } from '@/schemas/staff';
import { releasePasswordChange, reservePasswordChange } from '@/server/auth/password-change-throttle';
import { sessionTokenOf } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { changeOwnPassword } from '@/server/staff/accounts';
import { staffTranslator } from '@/server/staff/language';

/**
 * The signed-in staff member's own password (any role). The current password is checked (wrong: 403,
 * and five wrong ones lock the change for 15 minutes); success ends the account's other sessions.
 */
export const POST = staffRoute(
  {
    role: 'editor',
    schema: passwordChangeSchema,
    invalid: (error, admin) => {
      const adminText = staffTranslator(admin.locale);
      return jsonError(400, staffErrorMessage(error, (code) => adminText(`staff.api.${code}`), adminText('api.invalidData')), { field: String(error.issues[0]?.path[0] ?? '') });
    },
  },
  async ({ request, admin, t, body, audited }) => {
    const handle = getDatabase();
    const wait = await reservePasswordChange(handle, admin.id);
    if (wait > 0) return jsonError(429, t('staff.api.tooManyTries', { minutes: Math.ceil(wait / 60) }), {}, { 'retry-after': String(wait) });
    const outcome = await audited(async (trx) => {
      const changed = await changeOwnPassword(trx, admin.id, sessionTokenOf(request)!, body);
      return { result: changed, audit: changed === 'wrong-current' ? null : { action: 'account.password', targetKind: 'staff', targetId: admin.id } };
    });
    if (outcome === 'wrong-current') return jsonError(403, t('staff.api.currentWrong'), { field: 'current' });
    await releasePasswordChange(handle, admin.id);
    return ok({ message: t('staff.api.passwordChanged') });
  },
);
