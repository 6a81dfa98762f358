import { newStaffSchema, staffErrorMessage } from '@/schemas/staff';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { createStaff, listStaff } from '@/server/staff/accounts';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

/** Every staff account (admins only). */
export const GET = staffRoute({ role: 'admin' }, async ({ db }) => ok({ data: await listStaff(db) }));

/** A new account; a generated password is in the answer, once. */
export const POST = staffRoute(
  {
    role: 'admin',
    schema: newStaffSchema,
    invalid: (error, admin) => {
      const adminText = staffTranslator(admin.locale);
      return jsonError(400, staffErrorMessage(error, (code) => adminText(`staff.api.${code}`), adminText('api.invalidData')));
    },
  },
  async ({ t, body, audited }) => {
    const outcome = await audited(async (trx) => {
      const created = await createStaff(trx, body);
      return {
        result: created,
        audit: created.ok ? { action: 'staff.create', targetKind: 'staff', targetId: created.member.id, details: { username: created.member.username, role: created.member.role, generatedPassword: Boolean(created.generatedPassword) } } : null,
      };
    });
    if (!outcome.ok) return jsonError(409, t('staff.api.usernameTaken'));
    return ok({ data: outcome.member, generatedPassword: outcome.generatedPassword ?? null, message: t('staff.api.created') }, 201);
  },
);
