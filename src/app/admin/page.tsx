import { FileText, Inbox, Mail } from '@/components/icons';
import type { Metadata } from 'next';
import Link from 'next/link';
import { adminCopy as copy, fill, leadsCopy } from '@/features/admin/copy';
import { AdminShell } from '@/features/admin/admin-shell';
import { LeadChartsSection } from '@/features/admin/lead-charts';
import { adminStats } from '@/server/admin-stats';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { leadCharts } from '@/server/lead-charts';

export const metadata: Metadata = { title: copy.nav.dashboard };

const working = [
  { href: '/admin/blog', title: 'المقالات', text: 'أنشئ المقالات وحررها وانشرها.', icon: FileText },
  { href: '/admin/newsletter', title: 'النشرة البريدية', text: 'المشتركون وتصدير القائمة.', icon: Mail },
  { href: '/admin/leads', title: leadsCopy.navLabel, text: 'طلبات العروض والأسئلة والأدلة والدورات والفعاليات في قائمة واحدة.', icon: Inbox },
];

/** Sections the spec names that are not built yet: shown, but disabled (decisions.md). */
const comingSoon = ['قوائم الفحص', 'الدعم', 'الشراكات', 'الفعاليات', 'قصص العملاء', 'نجاح العملاء', 'رواد الصناعة'];

export default async function AdminDashboard() {
  const admin = await requireAdminPage('/admin', 'editor');
  const db = getDatabase().db;
  // Leads are for admins only (editors see content): their charts too.
  const [stats, charts] = await Promise.all([adminStats(db), admin.role === 'admin' ? leadCharts(db) : null]);
  const figures = [
    { label: copy.dashboard.publishedPosts, value: stats.publishedPosts },
    { label: copy.dashboard.draftPosts, value: stats.draftPosts },
    { label: copy.dashboard.activeSubscribers, value: stats.activeSubscribers },
    { label: copy.dashboard.newDemoRequests, value: stats.newDemoRequests },
    { label: copy.dashboard.unansweredQuestions, value: stats.unansweredQuestions },
  ];
  return (
    <AdminShell username={admin.username} current="/admin" title={fill(copy.dashboard.greeting, { name: admin.username })}>
      <p className="-mt-3 mb-8 text-muted">{copy.dashboard.lead}</p>
      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-3 text-lg font-semibold text-navy-900">
          {copy.dashboard.stats}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-2xl border border-line bg-white p-4">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="order-first text-3xl font-bold text-navy-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {charts && <LeadChartsSection charts={charts} />}
      <section aria-labelledby="sections-title" className="mt-10">
        <h2 id="sections-title" className="mb-3 text-lg font-semibold text-navy-900">
          {copy.dashboard.sections}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {working.map(({ href, title, text, icon: Icon }) => (
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
              <span className="w-fit rounded-full bg-navy-100 px-2 py-0.5 text-xs font-medium text-navy-800">{copy.dashboard.soon}</span>
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  );
}
