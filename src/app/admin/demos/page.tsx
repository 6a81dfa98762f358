import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/features/admin/admin-shell';
import { StaffPager } from '@/features/admin/staff-pager';
import { DemoAgendaActions } from '@/features/admin/demo-agenda-actions';
import { formatRiyadhDate, formatRiyadhTimeRange, riyadhLocalOf } from '@/lib/riyadh-time';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { AGENDA_PAGE_SIZE, countUpcomingDemos, upcomingDemos, type AgendaEntry } from '@/server/demo-booking/agenda';
import { burstSources, burstState } from '@/server/demo-booking/bursts';
import { DemoBurstPanel } from '@/features/admin/demo-burst-panel';
import { staffLocale, staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText('AdminDemos'))('agenda.title') };
}

/** The booked demos from now on, by Riyadh day and then by host, each with its lead and its actions; 200 a page. */
export default async function DemoAgendaPage({ searchParams }: PageProps<'/admin/demos'>) {
  const admin = await requireAdminPage('/admin/demos');
  const locale = await staffLocale();
  const demosText = await staffText('AdminDemos');
  const db = getDatabase().db;
  const now = new Date();
  const asked = Number((await searchParams).page);
  const total = await countUpcomingDemos(db, now);
  const pages = Math.max(1, Math.ceil(total / AGENDA_PAGE_SIZE));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, pages) : 1;
  const [demos, burst, sources] = await Promise.all([upcomingDemos(db, now, { offset: (page - 1) * AGENDA_PAGE_SIZE }), burstState(db, now), burstSources(db, now)]);
  const byDay = new Map<string, AgendaEntry[]>();
  for (const demo of demos) {
    const day = riyadhLocalOf(demo.start).slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), demo]);
  }
  return (
    <AdminShell username={admin.username} current="/admin/demos" title={demosText('agenda.title')} actions={<Link href="/admin/demo-calendar" className="text-sm font-medium text-teal-700 underline">{demosText('nav.calendar')}</Link>}>
      <DemoBurstPanel state={burst} sources={sources} />
      {demos.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{demosText('agenda.empty')}</p>
      ) : (
        <div className="grid gap-6" data-testid="demo-agenda">
          {[...byDay].map(([day, entries]) => (
            <section key={day} aria-labelledby={`day-${day}`} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
              <h2 id={`day-${day}`} className="mb-3 text-lg font-semibold text-navy-900">
                {formatRiyadhDate(entries[0]!.start, locale)}
              </h2>
              <ul className="grid gap-3">
                {[...entries].sort((a, b) => a.hostName.localeCompare(b.hostName) || a.start.localeCompare(b.start)).map((demo) => (
                  <li key={demo.id} className="grid gap-2 rounded-xl bg-canvas p-3 sm:grid-cols-[12.5rem_1fr_auto] sm:items-center">
                    <span className="font-semibold text-navy-900">{formatRiyadhTimeRange(demo.start, demo.end, locale)}</span>
                    <span className="text-sm">
                      <span className="font-medium text-navy-900" dir="auto">
                        {demo.name}
                      </span>{' '}
                      <span className="text-muted" dir="ltr">
                        {demo.email}
                      </span>
                      <span className="block text-muted">
                        {demosText('agenda.host')}: <span dir="auto">{demo.hostName}</span>
                        {demo.leadId ? (
                          <>
                            {' · '}
                            <Link href={`/admin/leads/${demo.leadId}`} className="font-medium text-teal-700 underline">
                              {demosText('agenda.lead')}
                            </Link>
                          </>
                        ) : null}
                      </span>
                    </span>
                    <DemoAgendaActions id={demo.id} name={demo.name} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <StaffPager
        label={demosText('agenda.pages')}
        page={page}
        pages={pages}
        href={(to) => `/admin/demos${to > 1 ? `?page=${to}` : ''}`}
        previous={demosText('agenda.previous')}
        next={demosText('agenda.next')}
        position={demosText('agenda.page', { page, pages })}
      />
    </AdminShell>
  );
}
