import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { adminText } from '@/server/i18n';
import { EventManager } from '@/features/admin/event-manager';
import { mayAct, requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listEventsForStaff } from '@/server/events';

export const metadata: Metadata = { title: adminText('events.title') };

export default async function AdminEventsPage() {
  const admin = await requireAdminPage('/admin/events', 'editor');
  const events = await listEventsForStaff(getDatabase().db);
  return (
    <AdminShell username={admin.username} current="/admin/events" title={adminText('events.title')}>
      <EventManager initialEvents={events} canSeeRegistrants={mayAct(admin.role, 'admin')} />
    </AdminShell>
  );
}
