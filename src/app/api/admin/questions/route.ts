import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { ok } from '@/server/http/json-api';
import { getDatabase } from '@/server/db';
import { listQuestions } from '@/server/forms/questions';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  return guarded(async () => ok({ data: await listQuestions(getDatabase().db) }), auth.admin.locale);
}
