import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { courses } from '@/content/courses';
import { guideIds } from '@/content/guides';
import { resourceTitle } from '@/server/forms/resource-title';
import type { KnownResources, ResourceLeadPayload } from '@/schemas/resource-lead';
import type { Locale } from '@/i18n/routing';
import type { Database, NewResourceLead } from '../db/database';
import { serverMessage } from '../messages';
import { enqueueLeadDelivery, resourceWebhookLead, webhookSettingsFromEnv } from '../webhooks/outbox';
import { leadAttribution, recordFormLead } from '../leads/inbox';
import { inTransaction } from '../db/transaction';

/** Per address, as for questions and the demo forms. */
export const RESOURCE_LEAD_LIMIT = { name: 'resource-lead', points: 10, windowSeconds: 15 * 60 };

/** The site's guides and courses: the ids a lead may name. */
export const siteResources: KnownResources = { guideIds, courseIds: courses.map((course) => course.id) };

/** The answer to a stored lead; a course enrolment's says whether a confirmation e-mail is coming. */
export function resourceLeadSuccessMessage(payload: ResourceLeadPayload, locale: Locale, mailConfigured: boolean): string {
  if (payload.kind === 'guide') return serverMessage(locale, 'ResourceLeads.guide.success');
  const title = resourceTitle('course', payload.resourceId, locale);
  return mailConfigured
    ? serverMessage(locale, 'ResourceLeads.course.successMailed', { title, email: payload.email })
    : serverMessage(locale, 'ResourceLeads.course.success', { title });
}

/** The row of a valid lead; `consentText` is the sentence the visitor ticked, in the page's language. */
export function resourceLeadRow(payload: ResourceLeadPayload, consentText: string, now = new Date()): NewResourceLead {
  return {
    id: randomUUID(),
    kind: payload.kind,
    resource_id: payload.resourceId,
    name: payload.name,
    email: payload.email,
    company: payload.kind === 'course' ? payload.company : null,
    consent: 1,
    consent_text: consentText,
    ...leadAttribution(payload),
    page: payload.page || null,
    created_at: now.toISOString(),
    notified_at: null,
    confirmation_sent_at: null,
  };
}

/** Stores a lead and its inbox row and its webhook delivery in one transaction; when this resolves all are committed. */
export async function saveResourceLead(db: Kysely<Database>, row: NewResourceLead, webhook = webhookSettingsFromEnv()): Promise<string> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('resource_leads').values(row).execute();
    await recordFormLead(trx, row.kind, row, row.page);
    await enqueueLeadDelivery(trx, resourceWebhookLead(row), webhook);
  });
  return row.id;
}

export async function findResourceLead(db: Kysely<Database>, id: string) {
  return db.selectFrom('resource_leads').selectAll().where('id', '=', id).executeTakeFirst();
}
