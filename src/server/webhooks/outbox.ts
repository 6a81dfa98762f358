import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { env } from '@/env';
import type { WebhookLeadKind } from '@/schemas/lead';
import { resourceTitle } from '@/server/forms/resource-title';
import type { Database, NewDemoRequest, NewEventRegistration, NewQuestion, NewResourceLead, PartnerApplication, RecordingRequest } from '../db/database';
import { MAX_WEBHOOK_ATTEMPTS } from './policy';

export interface WebhookSettings {
  url: string;
  secret: string;
  /** First retry delay; doubled for each further failure, at most 1 h. */
  retryBaseMs: number;
  /** One delivery's time limit. */
  timeoutMs: number;
  maxAttempts: number;
}

export function webhookSettingsFromEnv(): WebhookSettings | null {
  if (!env.LEADS_WEBHOOK_URL || !env.LEADS_WEBHOOK_SECRET) return null;
  return {
    url: env.LEADS_WEBHOOK_URL,
    secret: env.LEADS_WEBHOOK_SECRET,
    retryBaseMs: env.LEADS_WEBHOOK_RETRY_BASE_MS,
    timeoutMs: env.LEADS_WEBHOOK_TIMEOUT_MS,
    maxAttempts: MAX_WEBHOOK_ATTEMPTS,
  };
}


type FieldValue = string | number | boolean | string[] | null;

/** A stored lead as the webhook describes it (docs/crm-webhook.md). */
export interface WebhookLead {
  kind: WebhookLeadKind;
  id: string;
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
  locale: 'en' | 'ar';
  source: {
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    utm_term: string | null;
    utm_content: string | null;
    referrer: string | null;
    /** The path of the page the form was on, when known. */
    page: string | null;
  };
  /** What only this kind of lead has (a demo request's date and time, a question's text...). */
  fields: Record<string, FieldValue>;
  /** When the lead was stored (ISO 8601, UTC): the payload's `occurred_at`. */
  created_at: string;
}

type Attribution = Pick<NewDemoRequest, 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | 'referrer'> & { page?: string | null };

function sourceOf(row: Attribution): WebhookLead['source'] {
  return {
    utm_source: row.utm_source ?? null,
    utm_medium: row.utm_medium ?? null,
    utm_campaign: row.utm_campaign ?? null,
    utm_term: row.utm_term ?? null,
    utm_content: row.utm_content ?? null,
    referrer: row.referrer ?? null,
    page: row.page ?? null,
  };
}

export function demoRequestWebhookLead(row: NewDemoRequest): WebhookLead {
  const fields: Record<string, FieldValue> =
    row.form === 'short'
      ? { company_size: row.company_size ?? null, module_interest: row.module_interest ?? null, preferred_date: row.preferred_date ?? null, preferred_time: row.preferred_time ?? null }
      : {
          industry: row.industry ?? null,
          facility_size: row.facility_size ?? null,
          current_software: row.current_software ?? null,
          interested_solutions: row.interested_solutions ? row.interested_solutions.split(',') : [],
          budget: row.budget ?? null,
          timeline: row.timeline ?? null,
        };
  return {
    kind: row.form === 'short' ? 'demo-short' : 'demo-detailed',
    id: row.id,
    name: row.name ?? null,
    email: row.email,
    company: row.company ?? null,
    phone: row.phone,
    locale: row.locale,
    source: sourceOf(row),
    fields,
    created_at: row.created_at,
  };
}

export function questionWebhookLead(row: NewQuestion): WebhookLead {
  return {
    kind: 'question',
    id: row.id,
    name: null,
    email: row.email ?? null,
    company: null,
    phone: null,
    locale: row.locale,
    source: sourceOf({}),
    fields: { category: row.category, question: row.question },
    created_at: row.created_at,
  };
}

export function resourceWebhookLead(row: NewResourceLead): WebhookLead {
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company ?? null,
    phone: null,
    locale: row.locale,
    source: sourceOf(row),
    fields: { resource_id: row.resource_id, resource_title: resourceTitle(row.kind, row.resource_id, 'en'), consent_text: row.consent_text },
    created_at: row.created_at,
  };
}

/** For the event registration handler: `event` names the event the visitor registered for. */
export function eventRegistrationWebhookLead(row: NewEventRegistration, event: { slug: string; title: string; starts_at: string }): WebhookLead {
  return {
    kind: 'event-registration',
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone ?? null,
    locale: row.locale,
    source: sourceOf(row),
    fields: {
      event_id: row.event_id,
      event_slug: event.slug,
      event_title: event.title,
      event_starts_at: event.starts_at,
      newsletter_consent: row.newsletter_consent === 1,
      consent_text: row.consent_text ?? null,
    },
    created_at: row.created_at,
  };
}

/** A partner application (/partners/apply): the partnership it asks for, where and at what level. */
export function partnerApplicationWebhookLead(row: PartnerApplication): WebhookLead {
  return {
    kind: 'partner',
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    locale: row.locale,
    source: sourceOf(row),
    fields: { partnership_type: row.partnership_type, level: row.level, regions: row.regions, message: row.message },
    created_at: row.created_at,
  };
}

/** A request for a past online event's recording: `event` names the event. */
export function recordingRequestWebhookLead(row: RecordingRequest, event: { slug: string; title: string; starts_at: string }): WebhookLead {
  return {
    kind: 'recording',
    id: row.id,
    name: row.name,
    email: row.email,
    company: null,
    phone: null,
    locale: row.locale,
    source: sourceOf(row),
    fields: { event_id: row.event_id, event_slug: event.slug, event_title: event.title, event_starts_at: event.starts_at },
    created_at: row.created_at,
  };
}

/** The JSON body of a delivery: `id` is the delivery's id, the receiver's idempotency key. */
export function webhookBody(deliveryId: string, lead: WebhookLead): string {
  const { created_at: occurredAt, ...rest } = lead;
  return JSON.stringify({ id: deliveryId, event: 'lead.created', occurred_at: occurredAt, lead: rest });
}

/**
 * Puts a new lead in the webhook's outbox. Call it with the transaction that inserts the lead, so the
 * two are committed together; then `afterLeadStored(db, { webhook: true })` once committed. Does nothing (null)
 * when no webhook is configured.
 */
export async function enqueueLeadDelivery(
  trx: Kysely<Database>,
  lead: WebhookLead,
  settings: WebhookSettings | null = webhookSettingsFromEnv(),
  now = new Date(),
): Promise<string | null> {
  if (!settings) return null;
  const id = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto('webhook_deliveries')
    .values({
      id,
      lead_kind: lead.kind,
      lead_id: lead.id,
      payload: webhookBody(id, lead),
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_status_code: null,
      last_error: null,
      delivered_at: null,
      created_at: at,
    })
    .execute();
  return id;
}
