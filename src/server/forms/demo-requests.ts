import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DetailedDemoRequestPayload, ShortDemoRequestPayload } from '@/schemas/demo';
import { localizeHref } from '@/i18n/navigation';
import { riyadhLocalOf } from '@/lib/riyadh-time';
import type { Database, NewDemoRequest } from '../db/database';
import { demoRequestWebhookLead, enqueueLeadDelivery, webhookSettingsFromEnv } from '../webhooks/outbox';
import { leadAttribution, recordFormLead } from '../leads/inbox';
import { inTransaction } from '../db/transaction';

/** Per address: enough for a team sharing one office network, too few for a flood. */
export const DEMO_REQUEST_LIMIT = { name: 'demo-request', points: 10, windowSeconds: 15 * 60 };

const emptyFields = {
  name: null,
  company: null,
  company_size: null,
  system_interest: null,
  module_interest: null,
  preferred_date: null,
  preferred_time: null,
  industry: null,
  facility_size: null,
  current_software: null,
  interested_solutions: null,
  budget: null,
  timeline: null,
} satisfies Partial<NewDemoRequest>;

export function shortDemoRequestRow(payload: ShortDemoRequestPayload, now = new Date()): NewDemoRequest {
  return {
    ...emptyFields,
    id: randomUUID(),
    form: 'short',
    name: payload.name,
    email: payload.email,
    // E.164, made by the schema.
    phone: payload.phone,
    company: payload.company || null,
    company_size: payload.companySize,
    module_interest: payload.moduleInterest,
    // The booked slot in Riyadh wall time, as staff lists, the CSV and the CRM hand-off read it.
    preferred_date: riyadhLocalOf(payload.slotStart).slice(0, 10),
    preferred_time: riyadhLocalOf(payload.slotStart).slice(11, 16),
    ...leadAttribution(payload),
    created_at: now.toISOString(),
    notified_at: null,
  };
}

export function detailedDemoRequestRow(payload: DetailedDemoRequestPayload, now = new Date()): NewDemoRequest {
  return {
    ...emptyFields,
    id: randomUUID(),
    form: 'detailed',
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    company: payload.company,
    industry: payload.industry,
    facility_size: payload.facilitySize,
    current_software: payload.currentSoftware,
    interested_solutions: payload.interestedSolutions.join(','),
    budget: payload.budget,
    timeline: payload.timeline,
    ...leadAttribution(payload),
    created_at: now.toISOString(),
    notified_at: null,
  };
}

/** Stores a demo request and its inbox lead and its webhook delivery in one transaction; when this resolves all are committed. */
export async function saveDemoRequest(db: Kysely<Database>, row: NewDemoRequest, webhook = webhookSettingsFromEnv()): Promise<string> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('demo_requests').values(row).execute();
    await recordFormLead(trx, row.form === 'short' ? 'demo-short' : 'demo-detailed', row, localizeHref(row.form === 'short' ? '/request-demo' : '/detailed-demo-request', row.locale));
    await enqueueLeadDelivery(trx, demoRequestWebhookLead(row), webhook);
  });
  return row.id;
}
