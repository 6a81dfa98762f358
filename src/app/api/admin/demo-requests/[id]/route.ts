import { adminCopy } from '@/features/admin/copy';
import { demoRequestStatusSchema } from '@/features/admin/schema';
import { authenticate } from '@/server/auth/request';
import { guarded, ok } from '@/server/admin-api';
import { getDatabase } from '@/server/db';
import { setDemoRequestStatus } from '@/server/demo-requests';
import { jsonError, readJsonBody } from '@/server/http';

export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/demo-requests/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = demoRequestStatusSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminCopy.api.invalidData);
  return guarded(async () =>
    (await setDemoRequestStatus(getDatabase().db, id, parsed.data.status, auth.admin)) ? ok({ message: adminCopy.api.statusUpdated }) : jsonError(404, adminCopy.api.notFound),
  );
}
