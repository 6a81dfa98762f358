import { adminCopy } from '@/features/admin/copy';
import { blogPostSchema } from '@/features/admin/schema';
import { authenticate } from '@/server/auth/request';
import { guarded, ok } from '@/server/admin-api';
import { createBlogPost, listBlogPosts } from '@/server/blog';
import { getDatabase } from '@/server/db';
import { jsonError, readJsonBody } from '@/server/http';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  return guarded(async () => ok({ data: await listBlogPosts(getDatabase().db) }));
}

export async function POST(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = blogPostSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminCopy.api.invalidData);
  return guarded(async () => ok({ data: await createBlogPost(getDatabase().db, parsed.data), message: adminCopy.api.created }, 201));
}
