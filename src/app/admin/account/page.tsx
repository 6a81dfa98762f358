import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { PasswordForm } from '@/features/admin/password-form';
import { LanguageForm } from '@/features/admin/language-form';
import { requireAdminPage } from '@/server/auth/request';
import { staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('staff.account.title') };
}

export default async function AdminAccountPage({ searchParams }: PageProps<'/admin/account'>) {
  const adminText = await staffText();
  const admin = await requireAdminPage('/admin/account', 'editor');
  const words = await staffText('StaffLanguage');
  const saved = (await searchParams).saved === 'language';
  return (
    <AdminShell username={admin.username} current="/admin/account" title={adminText('staff.account.title')}>
      <p className="-mt-3 mb-6 text-muted">{adminText('staff.account.lead', { name: admin.username, role: adminText(`staff.roles.${admin.role}`) })}</p>
      <section aria-labelledby="language-title" className="mb-6 rounded-2xl border border-line bg-white p-5 sm:p-6">
        <h2 id="language-title" className="text-lg font-semibold text-navy-900">
          {words('account.title')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">{words('account.lead')}</p>
        {saved && (
          <p role="status" className="mb-4 max-w-md rounded-xl border border-teal-700 bg-teal-50 px-4 py-3 text-sm font-medium text-navy-900">
            {words('account.saved')}
          </p>
        )}
        <LanguageForm current={admin.locale} />
      </section>
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
