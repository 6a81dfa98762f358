import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { QuestionPayload } from '@/schemas/question';
import type { Database, NewQuestion } from '../db/database';
import { enqueueLeadDelivery, questionWebhookLead, webhookSettingsFromEnv } from '../webhooks/outbox';
import { requestFirstTouch } from '../leads/first-touch-cookie';
import { recordLead, setLeadStatusOfSource } from '../leads/inbox';

/** Per address, as for the demo forms. */
export const QUESTION_LIMIT = { name: 'question', points: 10, windowSeconds: 15 * 60 };

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

/** Stores a visitor's question and its inbox lead and its webhook delivery in one transaction; when this resolves all are committed. */
export async function saveQuestion(db: Kysely<Database>, row: NewQuestion, webhook = webhookSettingsFromEnv()): Promise<string> {
  await db.transaction().execute(async (trx) => {
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

/** Staff mark a question answered (admin area). */
export async function markQuestionAnswered(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
  actor: Parameters<typeof setLeadStatusOfSource>[4] = null,
): Promise<boolean> {
  const result = await db.updateTable('questions').set({ status: 'answered', answered_at: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  // An answered question is a contacted lead, unless sales have already moved it further.
  const lead = await db.selectFrom('leads').select('status').where('kind', '=', 'question').where('source_id', '=', id).executeTakeFirst();
  if (lead?.status === 'new') await setLeadStatusOfSource(db, ['question'], id, 'contacted', actor);
  return true;
}

/** Every question, unanswered first, newest first within each group. */
export async function listQuestions(db: Kysely<Database>) {
  return db.selectFrom('questions').selectAll().orderBy('status', 'desc').orderBy('created_at', 'desc').execute();
}
