import Link from 'next/link';
import { X } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/field';
import { fill, leadsCopy as copy } from './copy';
import { leadFilterParams, leadKindFilters, leadStatuses, type LeadFilter } from '@/schemas/lead';
import { sourceLabel } from './lead-submission';

const f = copy.fields;

/** What a set filter reads like on its chip. */
function chipText(key: keyof LeadFilter, value: string, owners: Map<string, string>): string {
  switch (key) {
    case 'kind':
      return copy.kinds[value as keyof typeof copy.kinds];
    case 'status':
      return copy.statuses[value as keyof typeof copy.statuses];
    case 'locale':
      return copy.languages[value as 'en' | 'ar'];
    case 'source':
      return sourceLabel(value);
    case 'owner':
      return value === 'none' ? copy.nobody : (owners.get(value) ?? value);
    default:
      return value;
  }
}

/**
 * The inbox's filters: a plain GET form, so every filtered view is a URL staff can share or bookmark,
 * and the set filters as chips that each remove one.
 */
export function LeadFilters({ filter, owners, sources }: { filter: LeadFilter; owners: { id: string; username: string }[]; sources: string[] }) {
  const ownerNames = new Map(owners.map((owner) => [owner.id, owner.username]));
  const set = (Object.entries(filter) as [keyof LeadFilter, string | undefined][]).filter(([, value]) => value);
  return (
    <section aria-labelledby="lead-filters-title" className="mb-5 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <h2 id="lead-filters-title" className="sr-only">
        {copy.filters}
      </h2>
      <form method="get" action="/admin/leads" className="grid gap-3">
        <div>
          <Label htmlFor="lead-q">{copy.search}</Label>
          <Input id="lead-q" name="q" type="search" defaultValue={filter.q} placeholder={copy.searchPlaceholder} maxLength={100} />
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <div>
            <Label htmlFor="lead-kind">{f.kind}</Label>
            <Select id="lead-kind" name="kind" defaultValue={filter.kind ?? ''}>
              <option value="">{copy.any}</option>
              {leadKindFilters.map((kind) => (
                <option key={kind} value={kind}>
                  {copy.kinds[kind]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="lead-status">{f.status}</Label>
            <Select id="lead-status" name="status" defaultValue={filter.status ?? ''}>
              <option value="">{copy.any}</option>
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {copy.statuses[status]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="lead-source">{f.source}</Label>
            <Select id="lead-source" name="source" defaultValue={filter.source ?? ''}>
              <option value="">{copy.any}</option>
              {/* A shared link may name a source with no lead in the list below: keep it selectable. */}
              {[...new Set([...(filter.source ? [filter.source] : []), ...sources])].map((source) => (
                <option key={source} value={source}>
                  {sourceLabel(source)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="lead-owner">{f.owner}</Label>
            <Select id="lead-owner" name="owner" defaultValue={filter.owner ?? ''}>
              <option value="">{copy.any}</option>
              <option value="none">{copy.nobody}</option>
              {owners.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.username}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="lead-locale">{f.locale}</Label>
            <Select id="lead-locale" name="locale" defaultValue={filter.locale ?? ''}>
              <option value="">{copy.any}</option>
              <option value="ar">{copy.languages.ar}</option>
              <option value="en">{copy.languages.en}</option>
            </Select>
          </div>
          <div>
            <Label htmlFor="lead-from">{f.from}</Label>
            <Input id="lead-from" name="from" type="date" defaultValue={filter.from} />
          </div>
          <div>
            <Label htmlFor="lead-to">{f.to}</Label>
            <Input id="lead-to" name="to" type="date" defaultValue={filter.to} />
          </div>
          <div className="flex items-end gap-2">
            <Button type="submit" className="flex-1">
              {copy.apply}
            </Button>
          </div>
        </div>
        {/* Filters set from a chart that the form has no field for travel with it. */}
        {(['medium', 'campaign', 'landing'] as const).map((key) => filter[key] && <input key={key} type="hidden" name={key} value={filter[key]} />)}
      </form>
      {set.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <span className="text-sm font-medium text-muted">{copy.activeFilters}:</span>
          {set.map(([key, value]) => {
            const label = `${f[key]}: ${chipText(key, value!, ownerNames)}`;
            return (
              <Link
                key={key}
                href={`/admin/leads?${leadFilterParams({ ...filter, [key]: undefined })}`}
                aria-label={fill(copy.removeFilter, { label })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-teal-700 bg-teal-50 px-3 text-sm text-teal-700 hover:bg-teal-100"
              >
                <span dir="auto">{label}</span>
                <X aria-hidden className="size-3.5" />
              </Link>
            );
          })}
          <Link href="/admin/leads" className="ms-1 text-sm font-medium text-teal-700 underline">
            {copy.clear}
          </Link>
        </div>
      )}
    </section>
  );
}
