import { CalendarDays, FileText, History, Inbox, KeyRound, Mail, Users } from '@/components/icons';
import { cn } from '@/lib/cn';
import type { Metadata } from 'next';
import Link from 'next/link';
import { adminText } from '@/server/i18n';
import { AdminShell } from '@/features/admin/admin-shell';
import { LeadChartsSection } from '@/features/admin/lead-charts';
import { LeadResponseDashboard } from '@/features/admin/lead-response-dashboard';
import { adminStats } from '@/server/admin-stats';
import { mayAct, requireAdminPage } from '@/server/auth/request';
import type { StaffRole } from '@/server/db/database';
import { getDatabase } from '@/server/db';
import { leadCharts } from '@/server/lead-charts';

export const metadata: Metadata = { title: adminText('nav.dashboard') };

/** Each section with the least role that may open it: an editor sees content only. */
const working: { href: string; title: string; text: string; icon: typeof FileText; role: StaffRole }[] = [
  { href: '/admin/blog', title: 'المقالات', text: 'أنشئ المقالات وحررها وانشرها.', icon: FileText, role: 'editor' },
  { href: '/admin/events', title: adminText('events.navLabel'), text: adminText('events.dashboardText'), icon: CalendarDays, role: 'editor' },
  { href: '/admin/leads', title: adminText('leads.navLabel'), text: 'طلبات العروض والأسئلة والأدلة والدورات والفعاليات في قائمة واحدة.', icon: Inbox, role: 'admin' },
  { href: '/admin/newsletter', title: 'النشرة البريدية', text: 'المشتركون وتصدير القائمة.', icon: Mail, role: 'admin' },
  { href: '/admin/staff', title: adminText('staff.nav.staff'), text: adminText('staff.dashboard.staff'), icon: Users, role: 'admin' },
  { href: '/admin/audit', title: adminText('staff.nav.audit'), text: adminText('staff.dashboard.audit'), icon: History, role: 'admin' },
  { href: '/admin/account', title: adminText('staff.nav.account'), text: adminText('staff.dashboard.account'), icon: KeyRound, role: 'editor' },
];

/** Sections the spec names that are not built yet: shown, but disabled (decisions.md). */
const comingSoon = ['قوائم الفحص', 'الدعم', 'الشراكات', 'قصص العملاء', 'نجاح العملاء', 'رواد الصناعة'];

export default async function AdminDashboard({ searchParams }: PageProps<'/admin'>) {
  const admin = await requireAdminPage('/admin', 'editor');
  const denied = (await searchParams).denied === '1';
  const db = getDatabase().db;
  // Leads are for admins only (editors see content): their charts too.
  const [stats, charts] = await Promise.all([adminStats(db), mayAct(admin.role, 'admin') ? leadCharts(db) : null]);
  const figures = [
    { label: adminText('dashboard.publishedPosts'), value: stats.publishedPosts, role: 'editor' },
    { label: adminText('dashboard.draftPosts'), value: stats.draftPosts, role: 'editor' },
    { label: adminText('dashboard.activeSubscribers'), value: stats.activeSubscribers, role: 'admin' },
    { label: adminText('dashboard.newDemoRequests'), value: stats.newDemoRequests, role: 'admin' },
    { label: adminText('dashboard.unansweredQuestions'), value: stats.unansweredQuestions, role: 'admin' },
  ].filter((figure) => mayAct(admin.role, figure.role as StaffRole));
  const sections = working.filter((section) => mayAct(admin.role, section.role));
  return (
    <AdminShell username={admin.username} current="/admin" title={adminText('dashboard.greeting', { name: admin.username })}>
      {denied && (
        <p role="alert" className="-mt-2 mb-6 rounded-xl border border-amber-500 bg-amber-100 px-4 py-3 text-sm font-medium text-navy-900">
          {adminText('dashboard.denied')}
        </p>
      )}
      <p className="-mt-3 mb-8 text-muted">{admin.role === 'admin' ? adminText('dashboard.lead') : adminText('staff.dashboard.editorLead')}</p>
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-3 text-lg font-semibold text-navy-900">
          {adminText('dashboard.stats')}
        </h2>
        <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', figures.length > 2 && 'lg:grid-cols-5')}>
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-2xl border border-line bg-white p-4">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="order-first text-3xl font-bold text-navy-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {charts && <LeadResponseDashboard />}
      {charts && <LeadChartsSection charts={charts} />}
      <section aria-labelledby="sections-title" className="mt-10">
        <h2 id="sections-title" className="mb-3 text-lg font-semibold text-navy-900">
          {adminText('dashboard.sections')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map(({ href, title, text, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-5 transition-shadow hover:shadow-[var(--shadow-card)]">
                <Icon aria-hidden className="size-6 text-teal-700" />
                <span className="font-semibold text-navy-900">{title}</span>
                <span className="text-sm text-muted">{text}</span>
              </Link>
            </li>
          ))}
          {comingSoon.map((title) => (
            <li key={title} className="flex flex-col gap-2 rounded-2xl border border-dashed border-line bg-canvas p-5">
              <span className="font-semibold text-muted">{title}</span>
              <span className="w-fit rounded-full bg-navy-100 px-2 py-0.5 text-xs font-medium text-navy-800">{adminText('dashboard.soon')}</span>
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  );
}
