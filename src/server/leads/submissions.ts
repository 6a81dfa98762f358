import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, Lead } from '../db/database';

export type LeadSubmission = Record<string, string | number | null>;

/** Leads read at most this many at a time by one `in (...)` query (the submissions, the CSV's demos). */
export const LEAD_QUERY_CHUNK = 500;

/** The submissions of leads of one kind, by id, from the kind's own table (an event's title in both languages). */
function submissionRows(db: Kysely<Database>, kind: Lead['kind'], ids: string[]): Promise<(LeadSubmission & { id: string })[]> {
  switch (kind) {
    case 'demo-short':
    case 'demo-detailed':
      return db.selectFrom('demo_requests').selectAll().where('id', 'in', ids).execute();
    case 'question':
      return db.selectFrom('questions').selectAll().where('id', 'in', ids).execute();
    case 'guide':
    case 'course':
      return db.selectFrom('resource_leads').selectAll().where('id', 'in', ids).execute();
    case 'event':
      return db
        .selectFrom('event_registrations')
        .innerJoin('events', 'events.id', 'event_registrations.event_id')
        .selectAll('event_registrations')
        .select(['events.title_en as event_title_en', 'events.title_ar as event_title_ar', 'events.starts_at as event_starts_at'])
        .where('event_registrations.id', 'in', ids)
        .execute();
    case 'partner':
      return db.selectFrom('partner_applications').selectAll().where('id', 'in', ids).execute();
    case 'recording':
      return db
        .selectFrom('recording_requests')
        .innerJoin('events', 'events.id', 'recording_requests.event_id')
        .selectAll('recording_requests')
        .select(['events.title_en as event_title_en', 'events.title_ar as event_title_ar', 'events.starts_at as event_starts_at'])
        .where('recording_requests.id', 'in', ids)
        .execute();
  }
}

/** The full submissions of `leads`, by the lead's `source_id`: one query per kind and 500 leads (the detail page, the CSV export). */
export async function submissionsOf(db: Kysely<Database>, leads: readonly Lead[]): Promise<Map<string, LeadSubmission>> {
  const found = new Map<string, LeadSubmission>();
  for (const kind of new Set(leads.map((lead) => lead.kind))) {
    const ids = leads.filter((lead) => lead.kind === kind).map((lead) => lead.source_id);
    for (let start = 0; start < ids.length; start += LEAD_QUERY_CHUNK) {
      for (const row of await submissionRows(db, kind, ids.slice(start, start + LEAD_QUERY_CHUNK))) found.set(String(row.id), row);
    }
  }
  return found;
}
