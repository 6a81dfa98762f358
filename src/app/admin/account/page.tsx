import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { adminText } from '@/server/i18n';
import { PasswordForm } from '@/features/admin/password-form';
import { requireAdminPage } from '@/server/auth/request';

export const metadata: Metadata = { title: adminText('staff.account.title') };

export default async function AdminAccountPage() {
  const admin = await requireAdminPage('/admin/account', 'editor');
  return (
    <AdminShell username={admin.username} current="/admin/account" title={adminText('staff.account.title')}>
      <p className="-mt-3 mb-6 text-muted">{adminText('staff.account.lead', { name: admin.username, role: adminText(`staff.roles.${admin.role}`) })}</p>
      <section aria-labelledby="password-title" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
        <h2 id="password-title" className="text-lg font-semibold text-navy-900">
          {adminText('staff.account.passwordTitle')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">{adminText('staff.account.passwordLead')}</p>
        <PasswordForm />
      </section>
    </AdminShell>
  );
}
