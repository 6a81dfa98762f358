import { text, z } from '@/lib/zod';
import { fullName, pagePath, submissionContextShape, workEmail } from './submission-fields';

/** Error messages are keys of `Conversation.recording.errors`. */
export type RecordingErrorKey = 'fullName' | 'invalidEmail' | 'event' | 'tooLong' | 'invalidText';

/** A past event's recording: the name and work e-mail it is sent to, both required. */
export const recordingRequestSchema = z.object({
  name: fullName,
  email: workEmail,
});
export type RecordingRequestForm = z.infer<typeof recordingRequestSchema>;

/** Payload of POST /api/recording-requests: the form and the event's slug, with the page's context. */
export const recordingRequestPayloadSchema = recordingRequestSchema.extend({
  event: text({ error: 'event' }).trim().min(1, { error: 'event' }).max(200, { error: 'event' }),
  ...submissionContextShape,
  page: pagePath,
});
export type RecordingRequestPayload = z.infer<typeof recordingRequestPayloadSchema>;
