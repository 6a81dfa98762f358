import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { StaffCreateForm, StaffRowActions } from '@/features/admin/staff-controls';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listStaff } from '@/server/staff/accounts';
import { StaffTable } from '@/features/admin/staff-table';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';
import { LeadTakersSection } from '@/features/admin/lead-takers-section';

const columns = ['username', 'role', 'state', 'created', 'lastSignIn', 'actions'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('staff.staff.title') };
}

async function When({ at, fallback }: { at: string | null; fallback: string }) {
  const { dateTime } = staffFormats(await staffLocale());
  return at ? <time dateTime={at}>{dateTime.format(new Date(at))}</time> : <span className="text-muted">{fallback}</span>;
}

export default async function AdminStaffPage() {
  const adminText = await staffText();
  const locale = await staffLocale();
  const admin = await requireAdminPage('/admin/staff');
  const staff = await listStaff(getDatabase().db);
  return (
    <AdminShell username={admin.username} current="/admin/staff" title={adminText('staff.staff.title')}>
      <p className="-mt-3 mb-6 text-muted">{adminText('staff.staff.lead')}</p>
      <StaffCreateForm />
      <p className="mt-8 mb-3 text-sm text-muted">{adminText('staff.staff.count', { count: staff.length })}</p>
      <StaffTable caption={adminText('staff.staff.table')} columns={columns.map((column) => adminText(`staff.staff.columns.${column}`))} width="min-w-[52rem]">
          <tbody>
            {staff.map((member) => (
              <tr key={member.id} data-staff={member.username} className="border-t border-line align-middle">
                <th scope="row" className="px-4 py-3 text-start font-medium text-navy-900">
                  <span dir="ltr">{member.username}</span> {member.id === admin.id && <span className="text-muted">{adminText('staff.staff.you')}</span>}
                </th>
                <td className="px-4 py-3">{adminText(`staff.roles.${member.role}`)}</td>
                <td className="px-4 py-3">
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', member.disabledAt ? 'bg-danger-50 text-danger' : 'bg-teal-100 text-teal-700')}>
                    {member.disabledAt ? adminText('staff.states.disabled') : adminText('staff.states.active')}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <When at={member.createdAt} fallback="—" />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <When at={member.lastSignInAt} fallback={adminText('staff.staff.never')} />
                </td>
                <td className="px-4 py-3">
                  {member.id === admin.id ? (
                    <span className="text-muted">—</span>
                  ) : (
                    <StaffRowActions id={member.id} username={member.username} role={member.role} disabled={member.disabledAt !== null} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
      </StaffTable>
      <LeadTakersSection locale={locale} />
    </AdminShell>
  );
}
