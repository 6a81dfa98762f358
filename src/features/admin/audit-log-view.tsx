import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Label, Select } from '@/components/ui/field';
import { riyadhDateOf } from '@/lib/riyadh-time';
import type { AuditFilter } from '@/schemas/staff';
import { adminMessage } from '@/server/messages';
import type { listAudit } from '@/server/staff/audit-log';
import { auditWords } from '@/server/staff/audit-words';
import { staffFormats, staffLocale, staffText, staffTranslator, type StaffText } from '@/server/staff/language';
import { StaffDateInput } from './staff-date-fields';
import { StaffTable } from './staff-table';

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

/** The log's address with its filters (and page), so a filtered view can be shared and paged. */
export function auditQuery(filter: AuditFilter, page = filter.page): string {
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

/** The log's filters: action, who, from and to (Riyadh days); a plain GET form, so a filtered view is a link. */
export async function AuditFilters({ filter, seenActions, actors }: { filter: AuditFilter; seenActions: readonly string[]; actors: readonly string[] }) {
  const adminText = await staffText();
  const words = await staffText('StaffLanguage');
  const actions = [...new Set([...knownActions, ...seenActions])];
  return (
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
          {actors.map((actor) => (
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
  );
}

type AuditEntries = Awaited<ReturnType<typeof listAudit>>['entries'];

/** The log's rows in words: when, what happened (who did what), its details, and a link to the lead it concerns. */
export async function AuditTable({ entries, names }: { entries: AuditEntries; names: Parameters<typeof auditWords>[1] }) {
  const adminText = await staffText();
  const words = await staffText('StaffLanguage');
  const locale = await staffLocale();
  const { dateTimeSeconds } = staffFormats(locale);
  if (entries.length === 0) return <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{adminText('staff.audit.empty')}</p>;
  return (
    <StaffTable caption={adminText('staff.audit.table')} columns={[adminText('staff.audit.columns.time'), words('audit.columns.event'), adminText('staff.audit.columns.details'), adminText('staff.audit.columns.target')]} width="min-w-[48rem]">
      <tbody>
        {entries.map((entry) => {
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
  );
}
