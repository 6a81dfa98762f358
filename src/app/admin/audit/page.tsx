import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { AuditFilters, auditQuery, AuditTable } from '@/features/admin/audit-log-view';
import { StaffPager } from '@/features/admin/staff-pager';
import { auditFilterSchema } from '@/schemas/staff';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { auditChoices, listAudit } from '@/server/staff/audit-log';
import { staffNames } from '@/server/staff/audit-words';
import { staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('staff.audit.title') };
}

/** The audit log (admins): filters, the entries in words, and its pages. */
export default async function AdminAuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  const adminText = await staffText();
  const filter = auditFilterSchema.parse(await searchParams);
  const admin = await requireAdminPage(`/admin/audit${auditQuery(filter)}`);
  const db = getDatabase().db;
  const [log, choices, names] = await Promise.all([listAudit(db, filter), auditChoices(db), staffNames(db)]);
  return (
    <AdminShell username={admin.username} current="/admin/audit" title={adminText('staff.audit.title')}>
      <p className="-mt-3 mb-6 text-muted">{adminText('staff.audit.lead')}</p>
      <AuditFilters filter={filter} seenActions={choices.actions} actors={choices.actors} />
      <p className="mb-3 text-sm text-muted">{adminText('staff.audit.count', { count: log.total })}</p>
      <AuditTable entries={log.entries} names={names} />
      <StaffPager
        label={adminText('staff.audit.pages')}
        page={log.page}
        pages={log.pages}
        href={(page) => `/admin/audit${auditQuery(filter, page)}`}
        previous={adminText('staff.audit.previous')}
        next={adminText('staff.audit.next')}
        position={adminText('staff.audit.page', { page: log.page, pages: log.pages })}
      />
    </AdminShell>
  );
}
