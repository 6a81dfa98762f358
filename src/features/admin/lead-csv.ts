import 'server-only';
import type { Kysely } from 'kysely';
import { csvDate } from '@/server/staff/csv-export';
import type { Database, Lead } from '@/server/db/database';
import { serverMessage } from '@/server/messages';
import { LEAD_QUERY_CHUNK, submissionsOf } from '@/server/leads/submissions';
import { responseText, type StaffLocale } from '@/server/leads/response-text';
import { leadSummary } from './lead-response-parts';
import { submissionLines } from './lead-submission';

const columns = [
  'received', 'kind', 'status', 'owner', 'name', 'company', 'email', 'phone', 'language', 'asked', 'demoBooked', 'source', 'utmSource', 'utmMedium', 'utmCampaign', 'referrer', 'landingPage',
  'firstSource', 'firstLandingPage', 'firstReferrer', 'firstUtmSource', 'firstUtmMedium', 'firstUtmCampaign', 'firstResponseAt', 'firstResponseMinutes', 'answers', 'leadId',
] as const;

/** The export's column headers in its language. */
export function leadCsvHeader(locale: StaffLocale): string[] {
  const t = responseText(locale);
  return columns.map((column) => t(`csv.${column}`));
}

/** The start of each lead's demo still booked (not cancelled, not moved away from), by lead id, LEAD_QUERY_CHUNK leads a query. */
async function bookedDemosOf(db: Kysely<Database>, leads: readonly Lead[]): Promise<Map<string, string>> {
  const starts = new Map<string, string>();
  const ids = leads.filter((lead) => lead.kind === 'demo-short').map((lead) => lead.id);
  for (let start = 0; start < ids.length; start += LEAD_QUERY_CHUNK) {
    const rows = await db.selectFrom('demo_bookings').select(['lead_id', 'start_at']).where('lead_id', 'in', ids.slice(start, start + LEAD_QUERY_CHUNK)).where('status', '=', 'booked').execute();
    for (const row of rows) if (row.lead_id) starts.set(row.lead_id, row.start_at);
  }
  return starts;
}

/**
 * The inbox export's rows: human labels in the export's language (kind, status, language, what was
 * asked), the phone, the demo still booked, both touches, the first response, and every submitted answer as "label: value"
 * lines in one cell. toCsv adds the BOM and neutralises formula-like cells.
 */
export async function leadCsvRows(db: Kysely<Database>, leads: Lead[], ownerName: (id: string) => string | undefined, locale: StaffLocale) {
  const t = responseText(locale);
  const [submissions, demos] = await Promise.all([submissionsOf(db, leads), bookedDemosOf(db, leads)]);
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
      csvDate(demos.get(lead.id) ?? null),
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
