import Link from 'next/link';
import { X } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { riyadhDateOf } from '@/lib/riyadh-time';
import { leadFilterParams, leadKindFilters, leadStatuses, type LeadFilter } from '@/schemas/lead';
import { responseText } from '@/server/leads/response-text';
import { sourceLabel } from './lead-submission';
import { SelectField } from './select-field';
import { StaffDateInput } from './staff-date-fields';
import { staffLocale, staffText, type StaffLocale, type StaffText } from '@/server/staff/language';

/** What a set filter reads like on its chip. */
function chipText(adminText: StaffText, locale: StaffLocale, key: keyof LeadFilter, value: string, owners: Map<string, string>): string {
  switch (key) {
    case 'kind':
      return adminText(`leads.kinds.${value as (typeof leadKindFilters)[number]}`);
    case 'status':
      return adminText(`leads.statuses.${value as (typeof leadStatuses)[number]}`);
    case 'locale':
      return adminText(`leads.languages.${value as 'en' | 'ar'}`);
    case 'source':
      return sourceLabel(value, locale);
    case 'owner':
      return value === 'none' ? adminText('leads.nobody') : (owners.get(value) ?? value);
    default:
      return value;
  }
}

/**
 * The inbox's filters: a plain GET form, so every filtered view is a URL staff can share or bookmark,
 * and the set filters as chips that each remove one.
 */
export async function LeadFilters({ filter, owners, sources }: { filter: LeadFilter; owners: { id: string; username: string }[]; sources: string[] }) {
  const adminText = await staffText();
  const locale = await staffLocale();
  const ownerNames = new Map(owners.map((owner) => [owner.id, owner.username]));
  const words = responseText(locale);
  const any = [{ value: '', label: adminText('leads.any') }];
  const set = (Object.entries(filter) as [keyof LeadFilter, string | undefined][]).filter(([, value]) => value);
  return (
    <section aria-labelledby="lead-filters-title" className="mb-5 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h2 id="lead-filters-title" className="sr-only">
        {adminText('leads.filters')}
      </h2>
      <form method="get" action="/admin/leads" className="grid gap-3">
        <div>
          <Label htmlFor="lead-q">{adminText('leads.search')}</Label>
          <Input id="lead-q" name="q" type="search" defaultValue={filter.q} placeholder={adminText('leads.searchPlaceholder')} maxLength={100} />
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <SelectField id="lead-kind" name="kind" label={adminText('leads.fields.kind')} defaultValue={filter.kind ?? ''} first={any} choices={leadKindFilters.map((kind) => ({ value: kind, label: adminText(`leads.kinds.${kind}`) }))} />
          <SelectField id="lead-status" name="status" label={adminText('leads.fields.status')} defaultValue={filter.status ?? ''} first={any} choices={leadStatuses.map((status) => ({ value: status, label: adminText(`leads.statuses.${status}`) }))} />
          {/* A shared link may name a source with no lead in the list below: keep it selectable. */}
          <SelectField
            id="lead-source"
            name="source"
            label={adminText('leads.fields.source')}
            defaultValue={filter.source ?? ''}
            first={any}
            choices={[...new Set([...(filter.source ? [filter.source] : []), ...sources])].map((source) => ({ value: source, label: sourceLabel(source, locale) }))}
          />
          <SelectField
            id="lead-owner"
            name="owner"
            label={adminText('leads.fields.owner')}
            defaultValue={filter.owner ?? ''}
            first={[...any, { value: 'none', label: adminText('leads.nobody') }]}
            choices={owners.map((owner) => ({ value: owner.id, label: owner.username }))}
          />
          <SelectField
            id="lead-locale"
            name="locale"
            label={adminText('leads.fields.locale')}
            defaultValue={filter.locale ?? ''}
            first={any}
            choices={(['ar', 'en'] as const).map((locale) => ({ value: locale, label: adminText(`leads.languages.${locale}`) }))}
          />
          <div>
            <Label htmlFor="lead-from">{adminText('leads.fields.from')}</Label>
            <StaffDateInput id="lead-from" name="from" defaultValue={filter.from} max={riyadhDateOf()} clearLabel={adminText('leads.fields.from')} />
          </div>
          <div>
            <Label htmlFor="lead-to">{adminText('leads.fields.to')}</Label>
            <StaffDateInput id="lead-to" name="to" defaultValue={filter.to} max={riyadhDateOf()} clearLabel={adminText('leads.fields.to')} />
          </div>
          <SelectField id="lead-sort" name="sort" label={words('sort.label')} defaultValue={filter.sort ?? ''} first={[{ value: '', label: words('sort.due') }]} choices={[{ value: 'newest', label: words('sort.newest') }]} />
          <SelectField id="lead-touch" name="touch" label={words('touch.label')} defaultValue={filter.touch ?? ''} first={[{ value: '', label: words('touch.last') }]} choices={[{ value: 'first', label: words('touch.first') }]} />
          <div className="flex items-end gap-2">
            <Button type="submit" className="flex-1">
              {adminText('leads.apply')}
            </Button>
          </div>
        </div>
        {/* Filters set from a chart that the form has no field for travel with it. */}
        {(['medium', 'campaign', 'landing'] as const).map((key) => filter[key] && <input key={key} type="hidden" name={key} value={filter[key]} />)}
      </form>
      {set.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <span className="text-sm font-medium text-muted">{adminText('leads.activeFilters')}:</span>
          {set.map(([key, value]) => {
            const label =
              key === 'sort' || key === 'touch' ? `${words(`${key}.label`)}: ${words(`${key}.${value as 'due'}` as never)}` : `${adminText(`leads.fields.${key}`)}: ${chipText(adminText, locale, key, value!, ownerNames)}`;
            return (
              <Link
                key={key}
                href={`/admin/leads?${leadFilterParams({ ...filter, [key]: undefined })}`}
                aria-label={adminText('leads.removeFilter', { label })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-teal-700 bg-teal-50 px-3 text-sm text-teal-700 hover:bg-teal-100"
              >
                <span dir="auto">{label}</span>
                <X aria-hidden className="size-3.5" />
              </Link>
            );
          })}
          <Link href="/admin/leads" className="ms-1 text-sm font-medium text-teal-700 underline">
            {adminText('leads.clear')}
          </Link>
        </div>
      )}
    </section>
  );
}
