import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PartnerApplicationPayload } from '@/schemas/partner-application';
import type { Database, PartnerApplication } from '../db/database';
import { leadAttribution, recordFormLead } from '../leads/inbox';
import { enqueueLeadDelivery, partnerApplicationWebhookLead, webhookSettingsFromEnv } from '../webhooks/outbox';
import { inTransaction } from '../db/transaction';

/** Per address, as for the other public forms. */
export const PARTNER_APPLICATION_LIMIT = { name: 'partner-application', points: 10, windowSeconds: 15 * 60 };

export function partnerApplicationRow(payload: PartnerApplicationPayload, now = new Date()): PartnerApplication {
  return {
    id: randomUUID(),
    company: payload.company,
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    partnership_type: payload.partnershipType,
    level: payload.level,
    regions: payload.regions,
    message: payload.message || null,
    ...leadAttribution(payload),
    page: payload.page || null,
    created_at: now.toISOString(),
  };
}

/** Stores an application, its inbox lead (kind `partner`) and its CRM webhook delivery in one transaction. */
export async function savePartnerApplication(db: Kysely<Database>, row: PartnerApplication, webhook = webhookSettingsFromEnv()): Promise<string> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('partner_applications').values(row).execute();
    await recordFormLead(trx, 'partner', row, row.page);
    await enqueueLeadDelivery(trx, partnerApplicationWebhookLead(row), webhook);
  });
  return row.id;
}
