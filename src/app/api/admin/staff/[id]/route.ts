import { staffChangeSchema, staffErrorMessage } from '@/schemas/staff';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { changeStaff } from '@/server/staff/accounts';
import { staffTranslator } from '@/server/staff/language';

const REFUSALS = {
  'not-found': { status: 404, message: 'api.notFound' },
  self: { status: 409, message: 'staff.api.self' },
  'last-admin': { status: 409, message: 'staff.api.lastAdmin' },
} as const;

/** Changes another account's role, or disables (ending its sessions) or enables it. Admins only. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/staff/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = staffChangeSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, staffErrorMessage(parsed.error, (code) => adminText(`staff.api.${code}`), adminText('api.invalidData')));
  return guarded(async () => {
    const handle = getDatabase();
    const outcome = await changeStaff(handle, auth.admin, id, parsed.data);
    if (!outcome.ok) return jsonError(REFUSALS[outcome.reason].status, adminText(REFUSALS[outcome.reason].message));
    const target = { actor: auth.admin, targetKind: 'staff', targetId: id };
    const { role, disabled } = outcome.changed;
    if (role) await recordAudit(handle.db, { ...target, action: 'staff.role', details: { username: outcome.member.username, role } });
    if (disabled !== undefined) await recordAudit(handle.db, { ...target, action: disabled ? 'staff.disable' : 'staff.enable', details: { username: outcome.member.username } });
    const message = disabled === true ? adminText('staff.api.disabledDone') : disabled === false ? adminText('staff.api.enabledDone') : adminText('staff.api.roleChanged');
    return ok({ data: outcome.member, message });
  }, auth.admin.locale);
}
