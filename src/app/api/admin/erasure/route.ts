import { erasureRequestSchema } from '@/schemas/erasure';
import { guarded } from '@/server/http/staff-route-guard';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { eraseRecord } from '@/server/staff/erasure';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

/**
 * POST /api/admin/erasure `{ kind, id }`, admins only: erases a subscriber or a lead on its owner's
 * request (PDPL) and answers how many rows went; 404 when there is nothing (left) to erase.
 */
export async function POST(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = erasureRequestSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('erasure.invalid'));
  return guarded(async () => {
    const rows = await eraseRecord(getDatabase().db, parsed.data, auth.admin);
    if (rows === 0) return jsonError(404, adminText('erasure.notFound'));
    return ok({ rows, message: adminText('erasure.done', { rows }) });
  }, auth.admin.locale);
}
