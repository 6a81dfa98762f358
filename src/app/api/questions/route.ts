import { randomUUID } from 'node:crypto';
import { support } from '@/content/facts';
import { questionPayloadSchema } from '@/schemas/question';
import { getDatabase } from '@/server/db';
import { ok } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/forms/admission';
import { QUESTION_LIMIT, questionRow, saveQuestion } from '@/server/forms/questions';
import { afterLeadStored } from '@/server/jobs/after-lead';

/** The ask-a-question form of /resources/ask-anything: stored before the 201 `{ success, id, message }`. */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, QUESTION_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;
  const parsed = questionPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, locale, 'Tools.ask.errors');
  const message = serverMessage(locale, 'Tools.ask.successText', { answer: support.answer[locale] });
  // A filled honeypot is a bot: it gets the very answer of a success (status, body, headers), and nothing is stored.
  if (parsed.data.website) return ok({ id: randomUUID(), message }, 201);
  return guardedForm(locale, 'question', async () => {
    const id = await saveQuestion(handle.db, questionRow(parsed.data));
    afterLeadStored(handle.db, { webhook: true });
    return ok({ id, message }, 201);
  });
}
