import 'server-only';
import type { Kysely } from 'kysely';
import { csvDate } from '@/server/staff/csv-export';
import type { Database, Lead } from '@/server/db/database';
import { serverMessage } from '@/server/messages';
import type { LeadSubmission } from '@/server/leads/inbox';
import { responseText, type StaffLocale } from '@/server/leads/response-text';
import { leadSummary } from './lead-response-parts';
import { submissionLines } from './lead-submission';

const columns = [
  'received', 'kind', 'status', 'owner', 'name', 'company', 'email', 'phone', 'language', 'asked', 'source', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer', 'landingPage',
  'firstSource', 'firstLandingPage', 'firstReferrer', 'firstUtmSource', 'firstUtmMedium', 'firstUtmCampaign', 'firstResponseAt', 'firstResponseMinutes', 'answers', 'leadId',
] as const;

/** The export's column headers in its language. */
export function leadCsvHeader(locale: StaffLocale): string[] {
  const t = responseText(locale);
  return columns.map((column) => t(`csv.${column}`));
}

const CHUNK = 500;

/** Every lead's submission row, read per kind in chunks (one query per 500 leads of a kind). */
async function submissionsOf(db: Kysely<Database>, leads: Lead[]): Promise<Map<string, LeadSubmission>> {
  const found = new Map<string, LeadSubmission>();
  const idsOf = (kinds: Lead['kind'][]) => leads.filter((lead) => kinds.includes(lead.kind)).map((lead) => lead.source_id);
  const load = async (ids: string[], read: (chunk: string[]) => Promise<(LeadSubmission & { id: string | number | null })[]>) => {
    for (let start = 0; start < ids.length; start += CHUNK) for (const row of await read(ids.slice(start, start + CHUNK))) found.set(String(row.id), row);
  };
  await load(idsOf(['demo-short', 'demo-detailed']), (chunk) => db.selectFrom('demo_requests').selectAll().where('id', 'in', chunk).execute());
  await load(idsOf(['question']), (chunk) => db.selectFrom('questions').selectAll().where('id', 'in', chunk).execute());
  await load(idsOf(['guide', 'course']), (chunk) => db.selectFrom('resource_leads').selectAll().where('id', 'in', chunk).execute());
  await load(idsOf(['event']), (chunk) =>
    db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .selectAll('event_registrations')
      .select(['events.title_ar as event_title', 'events.starts_at as event_starts_at'])
      .where('event_registrations.id', 'in', chunk)
      .execute(),
  );
  return found;
}

/**
 * The inbox export's rows: human labels in the export's language (kind, status, language, what was
 * asked), the phone, both touches, the first response, and every submitted answer as "label: value"
 * lines in one cell. toCsv adds the BOM and neutralises formula-like cells.
 */
export async function leadCsvRows(db: Kysely<Database>, leads: Lead[], ownerName: (id: string) => string | undefined, locale: StaffLocale) {
  const t = responseText(locale);
  const submissions = await submissionsOf(db, leads);
  return leads.map((lead) => {
    const submission = submissions.get(lead.source_id);
    const answers = submission ? submissionLines(lead, submission, locale).map(([label, value]) => `${label}: ${value}`).join('\n') : '';
    return [
      csvDate(lead.created_at),
      serverMessage(locale, `Admin.leads.kinds.${lead.kind}`),
      serverMessage(locale, `Admin.leads.statuses.${lead.status}`),
      lead.owner_id ? (ownerName(lead.owner_id) ?? '') : '',
      lead.name,
      lead.company,
      lead.email,
      lead.phone,
      t(`csv.languages.${lead.locale}`),
      leadSummary(lead, locale),
      lead.source === 'direct' ? serverMessage(locale, 'Admin.leads.direct') : lead.source,
      lead.utm_source,
      lead.utm_medium,
      lead.utm_campaign,
      lead.referrer,
      lead.landing_page,
      lead.first_source === 'direct' ? serverMessage(locale, 'Admin.leads.direct') : lead.first_source,
      lead.first_landing_page,
      lead.first_referrer,
      lead.first_utm_source,
      lead.first_utm_medium,
      lead.first_utm_campaign,
      csvDate(lead.first_response_at),
      lead.first_response_minutes,
      answers,
      lead.id,
    ];
  });
}
