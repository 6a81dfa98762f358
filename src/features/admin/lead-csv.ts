import 'server-only';
import type { Kysely } from 'kysely';
import { csvDate } from '@/server/staff/csv-export';
import type { Database, Lead } from '@/server/db/database';
import { serverMessage } from '@/server/messages';
import { submissionsOf } from '@/server/leads/inbox';
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
