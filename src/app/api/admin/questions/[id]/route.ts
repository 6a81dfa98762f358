import { adminCopy } from '@/features/admin/copy';
import { authenticate } from '@/server/auth/request';
import { guarded, ok } from '@/server/admin-api';
import { getDatabase } from '@/server/db';
import { markQuestionAnswered } from '@/server/questions';
import { jsonError } from '@/server/http';

/** Marks a visitor's question as answered. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/questions/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const { id } = await params;
  return guarded(async () => ((await markQuestionAnswered(getDatabase().db, id, new Date(), auth.admin)) ? ok({ message: adminCopy.api.statusUpdated }) : jsonError(404, adminCopy.api.notFound)));
}
