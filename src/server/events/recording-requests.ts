import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RecordingRequestPayload } from '@/schemas/recording-request';
import type { Database, EventRow, RecordingRequest } from '../db/database';
import { findPublishedEventBySlug } from './events';
import { leadAttribution, recordFormLead } from '../leads/inbox';
import { enqueueLeadDelivery, recordingRequestWebhookLead, webhookSettingsFromEnv } from '../webhooks/outbox';
import { inTransaction } from '../db/transaction';

/** Per address, as for the other public forms. */
export const RECORDING_REQUEST_LIMIT = { name: 'recording-request', points: 10, windowSeconds: 15 * 60 };

/**
 * The event whose recording may be asked for: published, over, online (in-person sessions are not
 * recorded) and without a public recording link (that one is simply watched).
 */
export async function recordableEvent(db: Kysely<Database>, slug: string, now = new Date()): Promise<EventRow | undefined> {
  const event = await findPublishedEventBySlug(db, slug);
  if (!event || event.mode !== 'online' || event.recording_url || event.ends_at > now.toISOString()) return undefined;
  return event;
}

export function recordingRequestRow(payload: RecordingRequestPayload, eventId: string, now = new Date()): RecordingRequest {
  return {
    id: randomUUID(),
    event_id: eventId,
    name: payload.name,
    email: payload.email,
    ...leadAttribution(payload),
    page: payload.page || null,
    created_at: now.toISOString(),
  };
}

/** Stores the request, its inbox lead (kind `recording`) and its CRM webhook delivery in one transaction. */
export async function saveRecordingRequest(db: Kysely<Database>, row: RecordingRequest, event: Pick<EventRow, 'slug' | 'title_en' | 'starts_at'>, webhook = webhookSettingsFromEnv()): Promise<string> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('recording_requests').values(row).execute();
    await recordFormLead(trx, 'recording', row, row.page);
    await enqueueLeadDelivery(trx, recordingRequestWebhookLead(row, { slug: event.slug, title: event.title_en, starts_at: event.starts_at }), webhook);
  });
  return row.id;
}

/** An event's recording requests with their inbox lead, newest first (the staff's registrants page). */
export async function recordingRequestsOf(db: Kysely<Database>, eventId: string) {
  return db
    .selectFrom('recording_requests')
    .leftJoin('leads', (join) => join.onRef('leads.source_id', '=', 'recording_requests.id').on('leads.kind', '=', 'recording'))
    .select(['recording_requests.id', 'recording_requests.name', 'recording_requests.email', 'recording_requests.locale', 'recording_requests.created_at', 'leads.id as lead_id'])
    .where('recording_requests.event_id', '=', eventId)
    .orderBy('recording_requests.created_at', 'desc')
    .execute();
}
