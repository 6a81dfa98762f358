import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { QuestionPayload } from '@/features/tools/schema';
import type { Database, NewQuestion } from './db/database';
import { enqueueLeadDelivery, questionWebhookLead, webhookSettingsFromEnv } from './lead-webhook';

export function questionRow(payload: QuestionPayload, now = new Date()): NewQuestion {
  return {
    id: randomUUID(),
    category: payload.category,
    question: payload.question,
    email: payload.email || null,
    locale: payload.locale,
    status: 'new',
    created_at: now.toISOString(),
    answered_at: null,
  };
}

/** Stores a visitor's question and its webhook delivery in one transaction; when this resolves both are committed. */
export async function saveQuestion(db: Kysely<Database>, row: NewQuestion, webhook = webhookSettingsFromEnv()): Promise<string> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('questions').values(row).execute();
    await enqueueLeadDelivery(trx, questionWebhookLead(row), webhook);
  });
  return row.id;
}

export async function findQuestion(db: Kysely<Database>, id: string) {
  return db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Staff mark a question answered (admin area). */
export async function markQuestionAnswered(db: Kysely<Database>, id: string, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('questions').set({ status: 'answered', answered_at: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every question, unanswered first, newest first within each group. */
export async function listQuestions(db: Kysely<Database>) {
  return db.selectFrom('questions').selectAll().orderBy('status', 'desc').orderBy('created_at', 'desc').execute();
}
