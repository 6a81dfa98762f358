import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Label, Select } from '@/components/ui/field';
import { AdminShell } from '@/features/admin/admin-shell';
import { StaffDateInput } from '@/features/admin/staff-date-fields';
import { riyadhDateOf } from '@/lib/riyadh-time';
import { adminMessage } from '@/server/messages';
import { auditFilterSchema, type AuditFilter } from '@/schemas/staff';
import { auditChoices, listAudit } from '@/server/staff/audit-log';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { StaffTable } from '@/features/admin/staff-table';
import { staffFormats, staffLocale, staffText, staffTranslator, type StaffText } from '@/server/staff/language';
import { auditWords, staffNames } from '@/server/staff/audit-words';


export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('staff.audit.title') };
}

/** The actions the log names (the `Admin.staff.actions` messages), offered in the filter even before they happen. */
const knownActions = [
  'session.sign-in',
  'session.sign-in-failed',
  'session.sign-out',
  'staff.create',
  'staff.role',
  'staff.disable',
  'staff.enable',
  'account.password',
  'post.create',
  'post.update',
  'post.publish',
  'post.unpublish',
  'post.delete',
  'post.cover-upload',
  'post.cover-remove',
  'demo-request.status',
  'question.answer',
  'demo-requests.export',
  'resource-leads.export',
  'newsletter.export',
  'event.create',
  'event.update',
  'event.publish',
  'event.unpublish',
  'event.delete',
  'event.registration-open',
  'event.registration-close',
  'event-registrations.export',
  'subscriber.erase',
  'lead.erase',
  'webhook.retry',
  'lead.status',
  'lead.owner',
  'lead.note',
  'leads.export',
  'account.language',
  'staff.leads',
  'lead-rule.add',
  'lead-rule.remove',
  'demo.cancel',
  'demo.reschedule',
  'demo.release',
  'demo-calendar.update',
  'demo-calendar.host',
  'demo-calendar.host-remove',
  'demo-calendar.date',
  'site-facts.draft',
  'site-facts.publish',
  'site-facts.restore',
  'site-facts.file-upload',
];

function queryOf(filter: AuditFilter, page = filter.page): string {
  const entries = Object.entries({ action: filter.action, actor: filter.actor, from: filter.from, to: filter.to, page: page > 1 ? String(page) : undefined }).filter(
    (entry): entry is [string, string] => Boolean(entry[1]),
  );
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
}

/** An action's name for the filter: the staff area's, else this log's own, else "Other action" (never a code). */
function actionName(adminText: StaffText, words: ReturnType<typeof staffTranslator<'StaffLanguage'>>, action: string): string {
  const named = adminMessage(adminText, `staff.actions.${action}`);
  if (named) return named;
  return words.has(`audit.actionNames.${action}` as never) ? (words as unknown as (key: string) => string)(`audit.actionNames.${action}`) : words('audit.actionNames.other');
}

export default async function AdminAuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  const adminText = await staffText();
  const words = await staffText('StaffLanguage');
  const locale = await staffLocale();
  const { dateTimeSeconds } = staffFormats(locale);
  const filter = auditFilterSchema.parse(await searchParams);
  const admin = await requireAdminPage(`/admin/audit${queryOf(filter)}`);
  const db = getDatabase().db;
  const [log, choices, names] = await Promise.all([listAudit(db, filter), auditChoices(db), staffNames(db)]);
  const actions = [...new Set([...knownActions, ...choices.actions])];

  return (
    <AdminShell username={admin.username} current="/admin/audit" title={adminText('staff.audit.title')}>
      <p className="-mt-3 mb-6 text-muted">{adminText('staff.audit.lead')}</p>
      <form method="get" action="/admin/audit" aria-label={adminText('staff.audit.filters')} className="mb-6 grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <div>
          <Label htmlFor="audit-action">{adminText('staff.audit.action')}</Label>
          <Select id="audit-action" name="action" defaultValue={filter.action ?? ''}>
            <option value="">{adminText('staff.audit.anyAction')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {actionName(adminText, words, action)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="audit-actor">{adminText('staff.audit.actor')}</Label>
          <Select id="audit-actor" name="actor" defaultValue={filter.actor ?? ''}>
            <option value="">{adminText('staff.audit.anyActor')}</option>
            {choices.actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="audit-from">{adminText('staff.audit.from')}</Label>
          <StaffDateInput id="audit-from" name="from" defaultValue={filter.from ?? ''} max={riyadhDateOf()} clearLabel={adminText('staff.audit.from')} />
        </div>
        <div>
          <Label htmlFor="audit-to">{adminText('staff.audit.to')}</Label>
          <StaffDateInput id="audit-to" name="to" defaultValue={filter.to ?? ''} max={riyadhDateOf()} clearLabel={adminText('staff.audit.to')} />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonVariants({ size: 'md' })}>
            {adminText('staff.audit.apply')}
          </button>
          <Link href="/admin/audit" className={buttonVariants({ variant: 'outline', size: 'md' })}>
            {adminText('staff.audit.reset')}
          </Link>
        </div>
      </form>

      <p className="mb-3 text-sm text-muted">{adminText('staff.audit.count', { count: log.total })}</p>
      {log.entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{adminText('staff.audit.empty')}</p>
      ) : (
        <StaffTable caption={adminText('staff.audit.table')} columns={[adminText('staff.audit.columns.time'), words('audit.columns.event'), adminText('staff.audit.columns.details'), adminText('staff.audit.columns.target')]} width="min-w-[48rem]">
            <tbody>
              {log.entries.map((entry) => {
                const { sentence, facts } = auditWords(entry, names, locale);
                return (
                  <tr key={entry.id} data-action={entry.action} className="border-t border-line align-top">
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={entry.created_at}>{dateTimeSeconds.format(new Date(entry.created_at))}</time>
                    </td>
                    <td className="px-4 py-3 font-medium text-navy-900">{sentence}</td>
                    <td className="max-w-xs px-4 py-3 break-words text-muted">{facts.length ? facts.join(' · ') : '—'}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {entry.target_kind === 'lead' && entry.target_id ? (
                        <Link href={`/admin/leads/${encodeURIComponent(entry.target_id)}`} className="-my-3 inline-flex min-h-11 items-center font-medium text-teal-700 underline">
                          {words('audit.targets.lead')}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
        </StaffTable>
      )}
      {log.pages > 1 && (
        <nav aria-label={adminText('staff.audit.pages')} className="mt-5 flex items-center justify-between gap-3 text-sm">
          {log.page > 1 ? (
            <Link href={`/admin/audit${queryOf(filter, log.page - 1)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })} rel="prev">
              {adminText('staff.audit.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted">{adminText('staff.audit.page', { page: log.page, pages: log.pages })}</span>
          {log.page < log.pages ? (
            <Link href={`/admin/audit${queryOf(filter, log.page + 1)}`} className={buttonVariants({ variant: 'outline', size: 'sm' })} rel="next">
              {adminText('staff.audit.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AdminShell>
  );
}
