import { staffChangeSchema, staffErrorMessage } from '@/schemas/staff';
import { getDatabase } from '@/server/db';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { changeStaff } from '@/server/staff/accounts';
import type { AuditInput } from '@/server/staff/audit-log';
import { staffTranslator } from '@/server/staff/language';

const REFUSALS = {
  'not-found': { status: 404, message: 'api.notFound' },
  self: { status: 409, message: 'staff.api.self' },
  'last-admin': { status: 409, message: 'staff.api.lastAdmin' },
} as const;

/** Changes another account's role, or disables (ending its sessions) or enables it. Admins only. */
export const PATCH = staffRoute(
  {
    role: 'admin',
    schema: staffChangeSchema,
    invalid: (error, admin) => {
      const adminText = staffTranslator(admin.locale);
      return jsonError(400, staffErrorMessage(error, (code) => adminText(`staff.api.${code}`), adminText('api.invalidData')));
    },
  },
  async ({ admin, t, body, audited }, { params }: RouteContext<'/api/admin/staff/[id]'>) => {
    const { id } = await params;
    const outcome = await audited<Awaited<ReturnType<typeof changeStaff>>>(async (trx) => {
      const changed = await changeStaff({ ...getDatabase(), db: trx }, admin, id, body);
      if (!changed.ok) return { result: changed, audit: null };
      const target = { targetKind: 'staff', targetId: id };
      const { role, disabled } = changed.changed;
      const rows: Omit<AuditInput, 'actor'>[] = [];
      if (role) rows.push({ ...target, action: 'staff.role', details: { username: changed.member.username, role } });
      if (disabled !== undefined) rows.push({ ...target, action: disabled ? 'staff.disable' : 'staff.enable', details: { username: changed.member.username } });
      return { result: changed, audit: rows };
    });
    if (!outcome.ok) return jsonError(REFUSALS[outcome.reason].status, t(REFUSALS[outcome.reason].message));
    const { disabled } = outcome.changed;
    const message = disabled === true ? t('staff.api.disabledDone') : disabled === false ? t('staff.api.enabledDone') : t('staff.api.roleChanged');
    return ok({ data: outcome.member, message });
  },
);
