import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { ErasureRequest } from '@/schemas/erasure';
import { kindsOfSource, leadKindMap, type LeadSource } from '@/schemas/lead';
import type { SessionAdmin } from '../auth/sessions';
import { recordAudit } from './audit-log';
import type { Database } from '../db/database';
import { deleteInboxLead } from '../leads/inbox';
import { deleteLeadDeliveries } from '../webhooks/delivery-log';
import { inTransaction } from '../db/transaction';

type Executor = Kysely<Database> | Transaction<Database>;

/** Deletes a subscription and its consent history. Returns the number of rows removed (0: not found). */
export async function eraseSubscriber(trx: Executor, id: string): Promise<number> {
  const events = await trx.deleteFrom('newsletter_consent_events').where('subscription_id', '=', id).executeTakeFirst();
  const subscription = await trx.deleteFrom('newsletter_subscriptions').where('id', '=', id).executeTakeFirst();
  // Without the subscription there is nothing to erase: the history cannot exist on its own.
  if (Number(subscription.numDeletedRows) === 0) return 0;
  return Number(events.numDeletedRows) + 1;
}

/**
 * Deletes one lead and the personal data tied to it. Meant to run inside the erasure's transaction,
 * so that a caller can delete more rows of the same lead with it (an inbox entry, webhook payloads).
 * Returns the number of rows removed (0: not found).
 */
export async function eraseLead(trx: Executor, kind: LeadSource, id: string): Promise<number> {
  const rows = await eraseLeadRow(trx, kind, id);
  if (rows === 0) return 0;
  // The CRM hand-off's payloads and the inbox's copy (its row, search words and notes) hold the same personal data.
  return rows + (await deleteLeadDeliveries(trx, webhookKinds(kind), id)) + (await deleteInboxLead(trx, inboxKinds(kind), id));
}

/** The inbox's kinds (`leads.kind`) stored in each table, and their names in the webhook: from the one map of kinds. */
const inboxKinds = (source: LeadSource) => kindsOfSource(source);
const webhookKinds = (source: LeadSource) => kindsOfSource(source).map((kind) => leadKindMap[kind].webhook);

async function eraseLeadRow(trx: Executor, kind: LeadSource, id: string): Promise<number> {
  switch (kind) {
    case 'demo-request':
      return Number((await trx.deleteFrom('demo_requests').where('id', '=', id).executeTakeFirst()).numDeletedRows);
    case 'question':
      return Number((await trx.deleteFrom('questions').where('id', '=', id).executeTakeFirst()).numDeletedRows);
    case 'resource-lead':
      return Number((await trx.deleteFrom('resource_leads').where('id', '=', id).executeTakeFirst()).numDeletedRows);
    case 'event-registration': {
      const registration = await trx.deleteFrom('event_registrations').where('id', '=', id).returning('event_id').executeTakeFirst();
      if (!registration) return 0;
      // The seat it held is free again.
      await trx.updateTable('events').set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) })).where('id', '=', registration.event_id).where('seats_taken', '>', 0).execute();
      return 1;
    }
    case 'partner-application':
      return Number((await trx.deleteFrom('partner_applications').where('id', '=', id).executeTakeFirst()).numDeletedRows);
    case 'recording-request':
      return Number((await trx.deleteFrom('recording_requests').where('id', '=', id).executeTakeFirst()).numDeletedRows);
  }
}

/**
 * Erases a subscriber or a lead entirely, in one transaction, then writes the audit entry: who, what
 * kind, its id and how many rows went; never a name or an address. Returns the rows removed (0: none,
 * nothing recorded).
 */
export async function eraseRecord(db: Kysely<Database>, request: ErasureRequest, actor: Pick<SessionAdmin, 'id' | 'username'>): Promise<number> {
  // The erasure and its audit row commit together.
  return inTransaction(db, async (trx) => {
    const rows = request.kind === 'subscriber' ? await eraseSubscriber(trx, request.id) : await eraseLead(trx, request.kind, request.id);
    if (rows > 0) await recordAudit(trx, { actor, action: request.kind === 'subscriber' ? 'subscriber.erase' : 'lead.erase', targetKind: request.kind, targetId: request.id, details: { rows } });
    return rows;
  });
}
