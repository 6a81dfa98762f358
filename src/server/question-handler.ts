import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import { support } from '@/content/facts';
import { questionPayloadSchema } from '@/schemas/question';
import { getDatabase, type DatabaseHandle } from './db';
import { fieldErrors, jsonError } from './http';
import { serverMessage } from './i18n';
import { logger } from './logger';
import { admitPublicPost } from './public-form';
import { questionRow, saveQuestion } from './questions';
import { scheduleWebhookDeliveries } from './webhook-sender';

/** Per address, as for the demo forms. */
export const QUESTION_LIMIT = { name: 'question', points: 10, windowSeconds: 15 * 60 };

/** POST /api/questions: stores a visitor's question before answering 201 `{ success, id, message }`. */
export async function handleQuestionSubmission(request: Request, handle: DatabaseHandle = getDatabase()): Promise<NextResponse> {
  const admitted = await admitPublicPost(request, handle, QUESTION_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;

  const parsed = questionPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) {
    return jsonError(400, serverMessage(locale, 'Api.invalid'), { errors: fieldErrors(parsed.error, locale, 'Tools.ask.errors') });
  }
  const message = serverMessage(locale, 'Tools.ask.successText', { hours: support.answerWithinHours, typical: support.typicalAnswerHours });
  // A filled honeypot is a bot: it gets the very answer of a success (status, body, headers), and nothing is stored.
  const created = (id: string) => NextResponse.json({ success: true, id, message }, { status: 201, headers: { 'cache-control': 'no-store' } });
  if (parsed.data.website) return created(randomUUID());

  try {
    const id = await saveQuestion(handle.db, questionRow(parsed.data));
    scheduleWebhookDeliveries(handle.db);
    return created(id);
  } catch (error) {
    logger.error({ err: error }, 'question not stored');
    return jsonError(503, serverMessage(locale, 'Api.unavailable'));
  }
}
