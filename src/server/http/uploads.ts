import 'server-only';
import { readCapped } from './json-api';

/** Why an upload is refused before its file is looked at: each route says it in its own words. */
export type UploadRefusal = 'notMultipart' | 'tooLarge' | 'malformed';

/** The status of each refusal: not a form upload 415, too large 413, unreadable 400. */
export const UPLOAD_STATUS: Record<UploadRefusal, 400 | 413 | 415> = { notMultipart: 415, tooLarge: 413, malformed: 400 };

/**
 * The cheap checks of a multipart upload, from its headers alone: the form type, and the declared
 * size against `limit` (the file plus the multipart framing around it).
 */
export function uploadHeadersRefusal(request: Request, limit: number): UploadRefusal | null {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') return 'notMultipart';
  if (Number(request.headers.get('content-length') ?? 0) > limit) return 'tooLarge';
  return null;
}

/** The upload's form, read up to `limit` bytes (a longer body is refused as it streams, whatever it declared). */
export async function readUploadForm(request: Request, limit: number): Promise<FormData | UploadRefusal> {
  const body = await readCapped(request, limit);
  if (!body) return 'tooLarge';
  try {
    // The platform's multipart parser, over bytes already known to be few enough.
    return await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    return 'malformed';
  }
}
