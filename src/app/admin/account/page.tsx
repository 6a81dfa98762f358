import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { fill, staffCopy as copy } from '@/features/admin/copy';
import { PasswordForm } from '@/features/admin/password-form';
import { requireAdminPage } from '@/server/auth/request';

export const metadata: Metadata = { title: copy.account.title };

export default async function AdminAccountPage() {
  const admin = await requireAdminPage('/admin/account', 'editor');
  return (
    <AdminShell username={admin.username} current="/admin/account" title={copy.account.title}>
      <p className="-mt-3 mb-6 text-muted">{fill(copy.account.lead, { name: admin.username, role: copy.roles[admin.role] })}</p>
      <section aria-labelledby="password-title" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
        <h2 id="password-title" className="text-lg font-semibold text-navy-900">
          {copy.account.passwordTitle}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">{copy.account.passwordLead}</p>
        <PasswordForm />
      </section>
    </AdminShell>
  );
}
