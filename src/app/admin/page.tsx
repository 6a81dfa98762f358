import { CalendarDays, FileText, History, Inbox, KeyRound, Mail, Users } from '@/components/icons';
import { cn } from '@/lib/cn';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/features/admin/admin-shell';
import { LeadChartsSection } from '@/features/admin/lead-charts';
import { WhatsAppClicksSection } from '@/features/admin/whatsapp-clicks';
import { LeadResponseDashboard } from '@/features/admin/lead-response-dashboard';
import { adminStats } from '@/server/staff/dashboard-stats';
import { mayAct, requireAdminPage } from '@/server/auth/request';
import type { StaffRole } from '@/server/db/database';
import { getDatabase } from '@/server/db';
import { leadCharts, type LeadTouch } from '@/server/leads/charts';
import { staffFormats, staffLocale, staffText, staffTranslator, type StaffLocale } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('nav.dashboard') };
}

/** Each section with the least role that may open it: an editor sees content only. */
function workingSections(locale: StaffLocale): { href: string; title: string; text: string; icon: typeof FileText; role: StaffRole }[] {
  const adminText = staffTranslator(locale);
  const words = staffTranslator(locale, 'StaffLanguage');
  return [
    { href: '/admin/blog', title: words('nav.blog'), text: words('dashboard.blog'), icon: FileText, role: 'editor' },
    { href: '/admin/events', title: adminText('events.navLabel'), text: adminText('events.dashboardText'), icon: CalendarDays, role: 'editor' },
    { href: '/admin/leads', title: adminText('leads.navLabel'), text: words('dashboard.leads'), icon: Inbox, role: 'admin' },
    { href: '/admin/newsletter', title: words('nav.newsletter'), text: words('dashboard.newsletter'), icon: Mail, role: 'admin' },
    { href: '/admin/staff', title: adminText('staff.nav.staff'), text: adminText('staff.dashboard.staff'), icon: Users, role: 'admin' },
    { href: '/admin/audit', title: adminText('staff.nav.audit'), text: adminText('staff.dashboard.audit'), icon: History, role: 'admin' },
    { href: '/admin/account', title: adminText('staff.nav.account'), text: adminText('staff.dashboard.account'), icon: KeyRound, role: 'editor' },
  ];
}

/** Planned sections that are not built yet: shown, but disabled. */
const comingSoon = ['checklists', 'support', 'partnerships', 'stories', 'success', 'leaders'] as const;

export default async function AdminDashboard({ searchParams }: PageProps<'/admin'>) {
  const admin = await requireAdminPage('/admin', 'editor');
  const locale = await staffLocale();
  const adminText = await staffText();
  const words = await staffText('StaffLanguage');
  const query = await searchParams;
  const denied = query.denied === '1';
  const touch: LeadTouch = query.touch === 'first' ? 'first' : 'last';
  const db = getDatabase().db;
  // Leads are for admins only (editors see content): their charts too.
  const [stats, charts] = await Promise.all([adminStats(db), mayAct(admin.role, 'admin') ? leadCharts(db, touch) : null]);
  const figures = [
    { label: adminText('dashboard.publishedPosts'), value: stats.publishedPosts, role: 'editor' },
    { label: adminText('dashboard.draftPosts'), value: stats.draftPosts, role: 'editor' },
    { label: adminText('dashboard.activeSubscribers'), value: stats.activeSubscribers, role: 'admin' },
    { label: adminText('dashboard.newDemoRequests'), value: stats.newDemoRequests, role: 'admin' },
    { label: adminText('dashboard.unansweredQuestions'), value: stats.unansweredQuestions, role: 'admin' },
  ].filter((figure) => mayAct(admin.role, figure.role as StaffRole));
  const sections = workingSections(locale).filter((section) => mayAct(admin.role, section.role));
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
              <dd className="order-first text-3xl font-bold text-navy-900">{staffFormats(locale).number.format(figure.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {charts && <LeadResponseDashboard locale={locale} />}
      {charts && <LeadChartsSection charts={charts} />}
      {charts && <WhatsAppClicksSection />}
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
          {comingSoon.map((key) => (
            <li key={key} className="flex flex-col gap-2 rounded-2xl border border-dashed border-line bg-canvas p-5">
              <span className="font-semibold text-muted">{words(`dashboard.soon.${key}`)}</span>
              <span className="w-fit rounded-full bg-navy-100 px-2 py-0.5 text-xs font-medium text-navy-800">{adminText('dashboard.soon')}</span>
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  );
}
