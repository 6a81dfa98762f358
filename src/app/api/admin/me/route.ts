import { authenticate } from '@/server/auth/request';
import { jsonError, ok } from '@/server/http/json-api';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response.status === 401 ? jsonError(401, 'Unauthorized', { admin: null }) : auth.response;
  return ok({ admin: { username: auth.admin.username } });
}
