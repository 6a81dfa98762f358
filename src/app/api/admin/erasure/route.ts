import { erasureRequestSchema } from '@/schemas/erasure';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { eraseRecord } from '@/server/staff/erasure';
import { staffTranslator } from '@/server/staff/language';

/**
 * POST /api/admin/erasure `{ kind, id }`, admins only: erases a subscriber or a lead on its owner's
 * request (PDPL) and answers how many rows went; 404 when there is nothing (left) to erase. The
 * erasure writes its audit row in its own transaction.
 */
export const POST = staffRoute({ role: 'admin', schema: erasureRequestSchema, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale)('erasure.invalid')) }, async ({ admin, body, db, t }) => {
  const rows = await eraseRecord(db, body, admin);
  if (rows === 0) return jsonError(404, t('erasure.notFound'));
  return ok({ rows, message: t('erasure.done', { rows }) });
});
