import { randomUUID } from 'node:crypto';
import { recordingRequestPayloadSchema } from '@/schemas/recording-request';
import { getDatabase } from '@/server/db';
import { jsonError, ok } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/forms/admission';
import { afterLeadStored } from '@/server/jobs/after-lead';
import { RECORDING_REQUEST_LIMIT, recordableEvent, recordingRequestRow, saveRecordingRequest } from '@/server/events/recording-requests';

/** "Request the recording" of a past online event: name and work e-mail, stored as a `recording` lead tied to the event. */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, RECORDING_REQUEST_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;
  const parsed = recordingRequestPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, locale, 'Conversation.recording.errors');
  if (parsed.data.website) return ok({ id: randomUUID() }, 201);
  return guardedForm(locale, 'recording request', async () => {
    const event = await recordableEvent(handle.db, parsed.data.event);
    if (!event) return jsonError(404, serverMessage(locale, 'Conversation.recording.errors.event'), { errors: { event: serverMessage(locale, 'Conversation.recording.errors.event') } });
    const id = await saveRecordingRequest(handle.db, recordingRequestRow(parsed.data, event.id), event);
    afterLeadStored(handle.db, { webhook: true });
    return ok({ id }, 201);
  });
}
