import { newStaffSchema, staffErrorMessage } from '@/schemas/staff';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { createStaff, listStaff } from '@/server/staff/accounts';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

/** Every staff account (admins only). */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  return guarded(async () => ok({ data: await listStaff(getDatabase().db) }), auth.admin.locale);
}

/** A new account; a generated password is in the answer, once. */
export async function POST(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = newStaffSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, staffErrorMessage(parsed.error, (code) => adminText(`staff.api.${code}`), adminText('api.invalidData')));
  return guarded(async () => {
    const db = getDatabase().db;
    const outcome = await createStaff(db, parsed.data);
    if (!outcome.ok) return jsonError(409, adminText('staff.api.usernameTaken'));
    await recordAudit(db, {
      actor: auth.admin,
      action: 'staff.create',
      targetKind: 'staff',
      targetId: outcome.member.id,
      details: { username: outcome.member.username, role: outcome.member.role, generatedPassword: Boolean(outcome.generatedPassword) },
    });
    return ok({ data: outcome.member, generatedPassword: outcome.generatedPassword ?? null, message: adminText('staff.api.created') }, 201);
  }, auth.admin.locale);
}
