import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { QuestionPayload } from '@/schemas/question';
import type { Database, NewQuestion } from '../db/database';
import { enqueueLeadDelivery, questionWebhookLead, webhookSettingsFromEnv } from '../webhooks/outbox';
import { requestFirstTouch } from '../leads/first-touch-cookie';
import { recordLead } from '../leads/inbox';
import { inTransaction } from '../db/transaction';

/** Per address, as for the demo forms. */
export const QUESTION_LIMIT = { name: 'question', points: 10, windowSeconds: 15 * 60 };

export function questionRow(payload: QuestionPayload, now = new Date()): NewQuestion {
  return {
    id: randomUUID(),
    category: payload.category,
    question: payload.question,
    email: payload.email || null,
    locale: payload.locale,
    created_at: now.toISOString(),
  };
}

/** Stores a visitor's question and its inbox lead and its webhook delivery in one transaction; when this resolves all are committed. */
export async function saveQuestion(db: Kysely<Database>, row: NewQuestion, webhook = webhookSettingsFromEnv()): Promise<string> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('questions').values(row).execute();
    await recordLead(trx, {
      kind: 'question',
      sourceId: row.id,
      email: row.email,
      locale: row.locale,
      landingPage: `${row.locale === 'ar' ? '/ar' : ''}/resources/ask-anything`,
      createdAt: row.created_at,
      summary: row.question,
      firstTouch: await requestFirstTouch(),
    });
    await enqueueLeadDelivery(trx, questionWebhookLead(row), webhook);
  });
  return row.id;
}

export async function findQuestion(db: Kysely<Database>, id: string) {
  return db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
}
