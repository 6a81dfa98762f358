import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ChevronRight } from '@/components/icons';
import { AdminShell } from '@/features/admin/admin-shell';
import { LeadKindBadge, LeadStatusBadge } from '@/features/admin/lead-badges';
import { sourceLabel, submissionLines } from '@/features/admin/lead-submission';
import { LeadNoteForm, LeadWorkControls } from '@/features/admin/lead-work';
import { EraseLeadButton } from '@/features/admin/erase-button';
import { LeadDemoBooking } from '@/features/admin/lead-demo-booking';
import { leadKindMap } from '@/schemas/lead';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { findLeadDetail, leadOwners } from '@/server/leads/inbox';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';
import { leadActivityWords, staffNames } from '@/server/staff/audit-words';
import { leadContactTypes } from '@/schemas/lead';
import { leadWaits } from '@/server/leads/response-clock';
import { formatWorkingTime, responseText } from '@/server/leads/response-text';
import { PhoneLinks, ResponseClock } from '@/features/admin/lead-response-parts';
import { currentDemosOf } from '@/server/demo-booking/lead-slots';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('leads.title') };
}


function Card({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-4 text-lg font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function AdminLeadPage({ params }: PageProps<'/admin/leads/[id]'>) {
  const adminText = await staffText();
  const locale = await staffLocale();
  const leadDateTime = staffFormats(locale).dateTime;
  const { id } = await params;
  const admin = await requireAdminPage(`/admin/leads/${encodeURIComponent(id)}`);
  const db = getDatabase().db;
  const [detail, owners, names] = await Promise.all([findLeadDetail(db, id), leadOwners(db), staffNames(db)]);
  if (!detail) notFound();
  const { lead, submission, activity } = detail;
  const words = responseText(locale);
  const [waits, demos] = await Promise.all([leadWaits(db, [lead]), currentDemosOf(db, [lead.id])]);
  const wait = waits.get(lead.id);
  const demo = demos.get(lead.id);
  const contact = {
    label: words('contact.label'),
    hint: words('contact.hint'),
    options: [{ value: '', label: words('contact.none') }, ...leadContactTypes.map((type) => ({ value: type, label: words(`contact.${type}`) }))],
  };
  const attribution: [string, string | null][] = [
    [adminText('leads.fields.source'), sourceLabel(lead.source, locale)],
    [adminText('leads.submissionFields.utm'), [lead.utm_source, lead.utm_medium, lead.utm_campaign].map((value) => value ?? '—').join(' / ')],
    [adminText('leads.submissionFields.referrer'), lead.referrer],
    [adminText('leads.fields.landing'), lead.landing_page],
    [words('touch.first'), [lead.first_landing_page, lead.first_referrer].filter(Boolean).join(' · ') || null],
    [`${words('touch.first')}: UTM`, [lead.first_utm_source, lead.first_utm_medium, lead.first_utm_campaign].some(Boolean) ? [lead.first_utm_source, lead.first_utm_medium, lead.first_utm_campaign].map((value) => value ?? '—').join(' / ') : null],
    [adminText('leads.detail.received'), leadDateTime.format(new Date(lead.created_at))],
    [words('columns.response'), lead.first_response_at ? `${leadDateTime.format(new Date(lead.first_response_at))} (${formatWorkingTime(lead.first_response_minutes ?? 0, locale)})` : null],
  ];

  return (
    <AdminShell username={admin.username} current="/admin/leads" title={lead.name ?? lead.email ?? adminText('leads.noName')}>
      <div className="-mt-3 mb-6 flex flex-wrap items-center gap-2">
        <LeadKindBadge kind={lead.kind} />
        <LeadStatusBadge status={lead.status} />
        {lead.company && (
          <span className="text-muted" dir="auto">
            {lead.company}
          </span>
        )}
        <ResponseClock lead={lead} wait={wait} locale={locale} />
        {lead.phone && <PhoneLinks locale={locale} phone={lead.phone} />}
        <Link href={`/admin/leads?kind=${lead.kind}`} className="ms-auto inline-flex min-h-11 items-center gap-1 text-sm font-medium text-teal-700 underline">
          <ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
          {adminText('leads.detail.back')}
        </Link>
      </div>
      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-5">
          <Card id="submission-title" title={adminText('leads.detail.submission')}>
            {submission ? (
              <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                {submissionLines(lead, submission, locale, { booked: Boolean(demo) }).map(([label, value, direction]) => (
                  <div key={label} className={value.length > 80 ? 'sm:col-span-2' : undefined}>
                    <dt className="text-muted">{label}</dt>
                    <dd className="mt-0.5 font-medium break-words whitespace-pre-line text-navy-900" dir={direction ?? 'auto'}>
                      {direction === 'ltr' && value === submission.phone ? <PhoneLinks locale={locale} phone={value} /> : direction === 'ltr' ? <span className="block text-start">{value}</span> : value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="text-muted">{adminText('leads.detail.missing')}</p>
            )}
          </Card>
          <Card id="history-title" title={adminText('leads.detail.history')}>
            <LeadNoteForm id={lead.id} contact={contact} />
            {activity.length === 0 ? (
              <p className="mt-5 text-sm text-muted">{adminText('leads.detail.noHistory')}</p>
            ) : (
              <ol className="mt-5 grid gap-3 border-t border-line pt-5" data-testid="lead-history">
                {activity.map((entry) => (
                  <li key={entry.id} className="rounded-xl bg-canvas p-3 text-sm">
                    <p className="flex flex-wrap items-center gap-x-2 text-navy-900">
                      <span>{leadActivityWords(entry, names, locale)}</span>
                      {entry.contact_type && (
                        <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-700">{words('contact.badge', { type: words(`contact.kinds.${entry.contact_type}`) })}</span>
                      )}
                      <time dateTime={entry.created_at} className="ms-auto text-xs">
                        {leadDateTime.format(new Date(entry.created_at))}
                      </time>
                    </p>
                    {entry.kind === 'note' && entry.body && (
                      <p className="mt-1.5 break-words whitespace-pre-line text-navy-900" dir="auto">
                        {entry.body}
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
        {/* On a phone, status and owner come first: they are what a sales person opens the lead to change. */}
        <div className="order-first grid content-start gap-5 lg:order-none">
          <LeadDemoBooking demo={demo} locale={locale} />
          <Card id="work-title" title={adminText('leads.detail.work')}>
            <LeadWorkControls id={lead.id} status={lead.status} ownerId={lead.owner_id} owners={owners} />
          </Card>
          <Card id="privacy-title" title={adminText('erasure.leadCard')}>
            <p className="mb-4 text-sm text-muted">{adminText('erasure.leadCardText')}</p>
            <EraseLeadButton kind={leadKindMap[lead.kind].source} id={lead.source_id} subject={lead.name ?? lead.email ?? adminText('leads.noName')} afterHref="/admin/leads" />
          </Card>
          <Card id="attribution-title" title={adminText('leads.detail.attribution')}>
            <dl className="grid gap-3 text-sm">
              {attribution
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-muted">{label}</dt>
                    <dd className="mt-0.5 font-medium break-all text-navy-900" dir="auto">
                      {value}
                    </dd>
                  </div>
                ))}
            </dl>
          </Card>
        </div>
      </div>
    </AdminShell>
  );
}
