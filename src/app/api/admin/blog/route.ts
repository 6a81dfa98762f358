import { blogPostSchema } from '@/schemas/blog-post';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { createBlogPost, listBlogPosts } from '@/server/blog/posts';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  return guarded(async () => ok({ data: await listBlogPosts(getDatabase().db) }), auth.admin.locale);
}

export async function POST(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = blogPostSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('api.invalidData'));
  return guarded(async () => {
    const db = getDatabase().db;
    const post = await createBlogPost(db, parsed.data);
    await recordAudit(db, { actor: auth.admin, action: 'post.create', targetKind: 'post', targetId: post.id, details: { slug: post.slug, locale: post.locale, published: post.published } });
    return ok({ data: post, message: adminText('api.created') }, 201);
  }, auth.admin.locale);
}
