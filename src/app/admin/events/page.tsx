import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { EventManager } from '@/features/admin/event-manager';
import { mayAct, requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listEventsForStaff } from '@/server/events/events';
import { staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('events.title') };
}

export default async function AdminEventsPage() {
  const adminText = await staffText();
  const admin = await requireAdminPage('/admin/events', 'editor');
  const events = await listEventsForStaff(getDatabase().db);
  return (
    <AdminShell username={admin.username} current="/admin/events" title={adminText('events.title')}>
      <EventManager initialEvents={events} canSeeRegistrants={mayAct(admin.role, 'admin')} />
    </AdminShell>
  );
}
